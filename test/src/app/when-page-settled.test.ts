import { LONGEST_WAIT_MS, QUIET_MS, whenPageSettled } from '@/app/when-page-settled';
import { fakeBrowserWindow } from './fake-browser-window';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('waiting for the page to settle', () => {
  it('waits for the load, then for a quiet network, then for idle time', () => {
    const page = fakeBrowserWindow();
    const settled = jest.fn();
    whenPageSettled(page.window, settled);
    jest.advanceTimersByTime(QUIET_MS);
    expect(settled).not.toHaveBeenCalled();
    page.load();
    jest.advanceTimersByTime(QUIET_MS - 1);
    page.idle();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(settled).not.toHaveBeenCalled();
    page.idle();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(page.observing()).toBe(0);
  });

  it('waits again after each request the page makes', () => {
    const page = fakeBrowserWindow({ loaded: true });
    const settled = jest.fn();
    whenPageSettled(page.window, settled);
    jest.advanceTimersByTime(QUIET_MS - 1);
    page.fetched();
    jest.advanceTimersByTime(QUIET_MS - 1);
    page.idle();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    page.idle();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('settles at the longest wait on a page that never stops fetching, and only once', () => {
    const page = fakeBrowserWindow({ loaded: true });
    const settled = jest.fn();
    whenPageSettled(page.window, settled);
    for (let waited = 0; waited < LONGEST_WAIT_MS; waited += QUIET_MS / 2) {
      page.fetched();
      jest.advanceTimersByTime(QUIET_MS / 2);
    }
    page.idle();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(page.observing()).toBe(0);
    jest.advanceTimersByTime(LONGEST_WAIT_MS);
    page.idle();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('goes by time alone where the browser has no resource timing or idle callbacks', () => {
    const page = fakeBrowserWindow({ resourceTiming: false, idleCallbacks: false });
    const settled = jest.fn();
    whenPageSettled(page.window, settled);
    page.load();
    jest.advanceTimersByTime(QUIET_MS);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
