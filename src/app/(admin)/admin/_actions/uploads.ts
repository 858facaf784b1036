'use server';

import { uploadStartSchema } from '@/schemas/upload';
import { assertMachineExists } from '@/server/catalogue/machines';
import { machinePicturePurpose } from '@/server/catalogue/machine-pictures';
import { startUpload } from '@/server/media/uploads';
import { assertNewsExists, newsCoverPurpose } from '@/server/news/articles';

import { adminAction } from '../_lib/action';

/** A ticket to send one file for a machine's pictures or an article's cover (see `startUpload`). */
export async function startUploadAction(input: unknown) {
  return adminAction('content', uploadStartSchema, input, async ({ target, size, type }) => {
    if (target.kind === 'machine') await assertMachineExists(target.id);
    else await assertNewsExists(target.id);
    const purpose = target.kind === 'machine' ? machinePicturePurpose(target.id) : newsCoverPurpose(target.id);
    return startUpload(purpose, { size, type });
  });
}
