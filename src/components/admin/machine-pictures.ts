/** The types the machine screen's pictures section and its cards share. */
import type { Machine } from '@/server/catalogue/machines';

/** A picture as the machine screen has it: its URL, type, size and alt text in each language. */
export type AdminPicture = Machine['pictures'][number];

export interface MachinePicturesLabels {
  title: string;
  choose: string;
  formats: string;
  /** "{name}" and "{percent}" are replaced, the percentage written as the language writes it (e.g. "42%"). */
  progress: string;
  unsupported: string;
  dismiss: string;
  altText: string;
  /** Before the alt text shown on a card, its colon included. */
  altTextShown: string;
  noAltText: string;
  editAltText: string;
  save: string;
  cancel: string;
  delete: string;
  confirmDelete: string;
  empty: string;
  /** An unnamed picture's name for the reorder handle: "{position}" is replaced. */
  pictureNumber: string;
}
