/** The bounds of a quote list, shared by its schema and by the browser's list. Free of zod, which the browser must not load. */

/** The most machines one quote list may hold. */
export const maxQuoteListItems = 50;
/** The most of one machine a quote list may ask for. */
export const maxQuoteQuantity = 999;
/** The longest note on one machine of a quote list, in characters. */
export const maxQuoteNote = 500;
