/**
 * The product's name wherever it is shown: the web app (wordmark, footer, welcome line, page
 * title), the local sign-in and card checkout pages.
 */
export const BRAND = 'Forkful';
