// A plain value, kept free of zod so that the web app can use it without loading it.
/** The longest name, place or search text the product stores or accepts. */
export const MAX_TEXT_LENGTH = 100;
