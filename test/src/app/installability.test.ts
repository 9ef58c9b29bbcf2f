import { makeInstallableWhenSettled } from '@/app/installability';
import { LONGEST_WAIT_MS } from '@/app/when-page-settled';
import { SERVICE_WORKER_URL, WEB_APP_MANIFEST_URL } from '@/lib/installable-app-files';
import { fakeBrowserWindow } from './fake-browser-window';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const manifestLinks = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('making the app installable', () => {
  it('links the manifest and registers the worker once the page has settled', () => {
    const page = fakeBrowserWindow();
    makeInstallableWhenSettled({ production: true, window: page.window });
    page.load();
    expect(manifestLinks(page.window.document)).toEqual([]);
    expect(page.register).not.toHaveBeenCalled();
    jest.advanceTimersByTime(LONGEST_WAIT_MS);
    page.idle();
    expect(manifestLinks(page.window.document)).toEqual([WEB_APP_MANIFEST_URL]);
    expect(page.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('keeps a manifest the page links already', () => {
    const page = fakeBrowserWindow({ loaded: true });
    const own = page.window.document.createElement('link');
    own.rel = 'manifest';
    own.href = '/own.webmanifest';
    page.window.document.head.append(own);
    makeInstallableWhenSettled({ production: true, window: page.window });
    jest.advanceTimersByTime(LONGEST_WAIT_MS);
    page.idle();
    expect(manifestLinks(page.window.document)).toEqual(['/own.webmanifest']);
  });

  it('does nothing outside a production build', () => {
    const page = fakeBrowserWindow({ loaded: true });
    makeInstallableWhenSettled({ production: false, window: page.window });
    // The tests' own build is not one.
    makeInstallableWhenSettled({ window: page.window });
    jest.advanceTimersByTime(LONGEST_WAIT_MS);
    page.idle();
    expect(page.register).not.toHaveBeenCalled();
    expect(manifestLinks(page.window.document)).toEqual([]);
  });

  it('does nothing where the browser has no service workers', () => {
    const page = fakeBrowserWindow({ serviceWorkers: false });
    expect(() =>
      makeInstallableWhenSettled({ production: true, window: page.window }),
    ).not.toThrow();
    expect(page.window.addEventListener).not.toHaveBeenCalled();
  });
});
