/**
 * The frame of a machine's card: on the card's link itself, or, on the listing, on the list item that holds the
 * link and its "add to my quote request" button, so that the button sits inside the card it belongs to.
 */
export const cardFrame = 'overflow-hidden rounded-sm border border-steel-100 bg-white hover:border-steel-300';

/** A listing's list item as a card: the link on top, its button at the bottom, the same height as its row. */
export const listedCardFrame = `flex flex-col ${cardFrame}`;
