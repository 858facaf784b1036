import { z } from 'zod';

import { idSchema, text } from './fields';

/** The start of an admin upload: what the file is for, its size and its claimed type. */
export const uploadStartSchema = z.object({
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('machine'), id: idSchema }),
    z.object({ kind: z.literal('news'), id: idSchema }),
  ]),
  size: z.number().int().positive(),
  /** What the browser says the file is: a picture or a video (or nothing said), which picks the size limit. */
  type: text()
    .max(100, 'At most 100 characters')
    .regex(/^((image|video)\/[\w.+-]+)?$/, 'invalid'),
});
export type UploadStartInput = z.infer<typeof uploadStartSchema>;

/** A file sent beforehand, handed in by its ticket. */
export const uploadTicketSchema = text().min(1, 'Required').max(4000, 'At most 4000 characters');
