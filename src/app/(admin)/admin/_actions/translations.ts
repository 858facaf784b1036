'use server';

import { revalidatePath } from 'next/cache';

import { translationConfirmationSchema } from '@/schemas/translations';
import { confirmTranslation } from '@/server/translations';

import { adminAction } from '../_lib/action';

/** Confirms that one language of one field is still right, though another language changed after it. */
export async function confirmTranslationAction(input: unknown) {
  return adminAction(translationConfirmationSchema, input, async ({ kind, id, field, language }) => {
    await confirmTranslation(kind, id, field, language);
    revalidatePath('/admin/translations');
    return null;
  });
}
