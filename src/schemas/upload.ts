import { z } from 'zod';

/** The start of an admin upload: what the file is for, its size and its claimed type. */
export const uploadStartSchema = z.object({
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('machine'), id: z.number().int().positive() }),
    z.object({ kind: z.literal('news'), id: z.number().int().positive() }),
  ]),
  size: z.number().int().positive(),
  type: z.string().max(100),
});
export type UploadStartInput = z.infer<typeof uploadStartSchema>;

/** A file sent beforehand, handed in by its ticket. */
export const uploadTicketSchema = z.string().min(1).max(4000);
