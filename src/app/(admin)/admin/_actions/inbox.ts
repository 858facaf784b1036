'use server';

import { revalidatePath } from 'next/cache';

import { inboxNoteEditSchema, inboxNoteSchema, inboxRequestSchema, inboxStateChangeSchema } from '@/schemas/inbox';
import {
  addRequestNote,
  changeRequestState,
  editRequestNote,
  eraseRequestsOfSender,
} from '@/server/contact/inbox/request';

import { adminAction } from '../_lib/action';
import { currentAdmin } from '../_lib/auth';

/** Who is acting: adminAction has checked the session already. */
async function author(): Promise<string> {
  const admin = await currentAdmin();
  if (!admin) throw new Error('unreachable: adminAction checked the session');
  return admin.username;
}

// The whole back office: the header's count of new requests is in its layout.
const refreshBackOffice = () => revalidatePath('/admin', 'layout');

export async function changeRequestStateAction(input: unknown) {
  return adminAction('inbox', inboxStateChangeSchema, input, async ({ id, state }) => {
    await changeRequestState(id, state, await author());
    refreshBackOffice();
    return null;
  });
}

export async function addRequestNoteAction(input: unknown) {
  return adminAction('inbox', inboxNoteSchema, input, async ({ id, body }) => {
    await addRequestNote(id, body, await author());
    revalidatePath(`/admin/inbox/${id}`);
    return null;
  });
}

/** Changes a note of the signed-in person's own; another's is not found. */
export async function editRequestNoteAction(input: unknown) {
  return adminAction('inbox', inboxNoteEditSchema, input, async ({ id, note, body }) => {
    await editRequestNote(id, note, body, await author());
    revalidatePath(`/admin/inbox/${id}`);
    return null;
  });
}

/** Erases every request of the sender of request `id`; answers how many were deleted. */
export async function eraseSenderAction(input: unknown) {
  return adminAction('inbox', inboxRequestSchema, input, async ({ id }) => {
    const deleted = await eraseRequestsOfSender(id);
    refreshBackOffice();
    return { deleted };
  });
}
