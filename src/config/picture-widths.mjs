/**
 * The widths, in pixels, in which the site serves a stored picture (`/media/{key}?w=…`): the srcset candidates of
 * every picture and the only widths the media route makes. They sit near the slots at 1× and 2×: the gallery's
 * thumbnails (76 px, so 160), the cards (270 to 380 px on a phone, 350 on a wide screen), the gallery's and an
 * article's picture (532 px on a wide screen, a tablet's whole width, so up to 1920). Between 560 and 800, where a
 * phone's 2× falls, each is at most 2 / 1.75 times the one before: a phone asking for 1.75 times its slot (see
 * `pictureSizes.ts`) then gets at most twice it. Read by next.config.mjs (next/image's candidates) and the media route.
 */
export const pictureWidths = [160, 320, 400, 480, 560, 640, 720, 800, 1080, 1440, 1920];

/**
 * The widths made as soon as a picture is stored, so that the first visitor of a card does not wait for them: the
 * thumbnails, and the cards on phones and wide screens at 1× and 2×.
 */
export const cardWidths = [160, 400, 560, 640, 720, 800];
