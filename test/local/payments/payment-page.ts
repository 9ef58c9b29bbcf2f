// Apart from payments-test-kit.ts: jsdom takes a while to load, and only the tests that read the
// payment page need it (most API test files start a payments server through the kit).
import { getByLabelText, getByRole, queryByRole } from '@testing-library/dom';
import { JSDOM } from 'jsdom';

/** The page's body, to query as a user reads it. */
export function pageOf(html: string): HTMLElement {
  return new JSDOM(html).window.document.body;
}

export { getByLabelText, getByRole, queryByRole };
