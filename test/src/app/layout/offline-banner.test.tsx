import { act, screen } from '@testing-library/react';
import { OFFLINE_TEXT, OfflineBanner } from '@/app/layout/offline-banner';
import { renderWithProviders } from '@test/render-with-providers';

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says nothing while the browser is online', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says plainly that the browser is offline, and stops saying it once back', () => {
    renderWithProviders(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    goOffline(false);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says so from the start when the page opens offline', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });
});
