import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { logFailure } from '@/lib/log-failure';
import { cacheComputedStyles } from './jsdom-style-cache';
import { skipOwnerStacks } from './react-owner-stacks';
import { forgetSentRequests, server } from './src/msw/server';

// A test waits for what the page shows, and the wait ends as soon as it shows. On a busy
// machine (CI runs other steps beside these) a page's first render can take more than Testing
// Library's 1 s (a lazily loaded page failed so); these are not timing tests.
configure({ asyncUtilTimeout: 5000 });

// The network of every web test: a request no test answers fails loudly.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  forgetSentRequests();
});
afterAll(() => server.close());

// Tests that make a call fail would print the catalogue's 'Failed to …' line it logs for
// developers; kept quiet here, and a test can still assert on the mock.
jest.mock('@/lib/log-failure');
afterEach(() => jest.mocked(logFailure).mockClear());

// jsdom has <dialog> but not its modal methods; these keep the semantics the app relies on.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// Role queries ask jsdom for the same computed styles many times between two changes of a page.
cacheComputedStyles(window);

// React's development build records where each element was made, for warnings no test reads.
skipOwnerStacks();

// jsdom lays nothing out, and its scrollTo only reports that it is not implemented: a page that
// opens at its top (src/app/layout/use-new-page-at-top.ts) would fill the output with that.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
