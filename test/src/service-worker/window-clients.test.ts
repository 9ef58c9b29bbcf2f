import { isOnPage, visibleWindowOn, windowToReuse } from '@/service-worker/window-clients';
import type { WindowClient } from '@/service-worker/worker-scope';

const APP = 'https://forkful.example';

function windowAt(
  path: string,
  { visible = false, focused = false }: { visible?: boolean; focused?: boolean } = {},
): WindowClient {
  const client: WindowClient = {
    url: `${APP}${path}`,
    focused,
    visibilityState: visible ? 'visible' : 'hidden',
    postMessage: jest.fn(),
    focus: jest.fn(() => Promise.resolve(client)),
    navigate: jest.fn(() => Promise.resolve(client)),
  };
  return client;
}

describe('a window already showing what a push says', () => {
  it('is one in view on the page the message concerns', () => {
    const orders = windowAt('/manage-restaurant', { visible: true });
    const windows = [windowAt('/', { visible: true }), orders];
    expect(visibleWindowOn(windows, '/manage-restaurant')).toBe(orders);
  });

  it('is none when that page is only in a hidden tab', () => {
    const windows = [windowAt('/manage-restaurant'), windowAt('/search/london', { visible: true })];
    expect(visibleWindowOn(windows, '/manage-restaurant')).toBeUndefined();
  });

  it('is none when the page is another one', () => {
    const windows = [windowAt('/order-status', { visible: true })];
    expect(visibleWindowOn(windows, '/manage-restaurant')).toBeUndefined();
  });
});

describe('the window a clicked notification reuses', () => {
  it('is the focused one first', () => {
    const focused = windowAt('/search/london', { visible: true, focused: true });
    expect(windowToReuse([windowAt('/', { visible: true }), focused])).toBe(focused);
  });

  it('is one in view when none has focus', () => {
    const visible = windowAt('/', { visible: true });
    expect(windowToReuse([windowAt('/order-status'), visible])).toBe(visible);
  });

  it('is the most recently used otherwise, and none when the app has no window', () => {
    const recent = windowAt('/order-status');
    expect(windowToReuse([recent, windowAt('/')])).toBe(recent);
    expect(windowToReuse([])).toBeUndefined();
  });

  it('needs no navigation when it shows the page already', () => {
    expect(isOnPage(windowAt('/manage-restaurant?tab=orders'), '/manage-restaurant')).toBe(true);
    expect(isOnPage(windowAt('/'), '/manage-restaurant')).toBe(false);
  });
});
