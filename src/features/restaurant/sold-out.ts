// A module of its own: the options dialog, which loads apart from the menu, needs only this of it.

/** What a dish or a choice that cannot be ordered now says. */
export const SOLD_OUT = 'Sold out';
