/**
 * The bounds of the files a visitor sends with a request, shared by its schema, the server's checks and the forms
 * (which tell them before sending). Free of zod, which the browser must not load.
 */

/** The most files one request may carry. */
export const maxAttachments = 5;
/** The most bytes the files of one request may hold together: 20 MB. */
export const maxAttachmentBytes = 20 * 1024 * 1024;
/** What the file picker offers: drawings (PDF, DXF, DWG, STEP, IGES) and photos (JPEG, PNG, HEIC). */
export const attachmentAccept = '.pdf,.dxf,.dwg,.step,.stp,.iges,.igs,.jpg,.jpeg,.png,.heic,.heif';

/** What the API says of refused files (in English, as its other messages); the forms translate them by these. */
export const attachmentMessages = {
  empty: 'The file is empty',
  type: 'Not a PDF, DXF, DWG, STEP, IGES, JPEG, PNG or HEIC file',
  tooMany: `At most ${maxAttachments} files`,
  tooLarge: 'At most 20 MB of files in all',
} as const;
