/** The types the machine screen's pictures section and its cards share. */
import type { Machine } from '@/server/catalogue/machines';

/** A picture as the machine screen has it: its URL, type, size and alt text in each language. */
export type AdminPicture = Machine['pictures'][number];

/** The largest image and video one may upload, in whole megabytes, for the section's hint. */
export type UploadLimitsMB = {
  image: number;
  video: number;
};
