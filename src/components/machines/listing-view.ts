/**
 * Where the listing keeps the view the visitor last had (its path and query, in this tab's session storage), for the
 * machine page's "back to the machines" link. A module of its own: the machine page reads it without loading the
 * listing's filter.
 */
export const listingViewKey = 'jorat:listing-view';
