/** The product's name wherever it is shown (wordmark, footer, welcome line, page titles). */
export const BRAND = 'Forkful';
