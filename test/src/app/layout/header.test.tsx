import { act, screen, waitFor, within } from '@testing-library/react';
import { Header } from '@/app/layout/header';
import { api } from '@/api/api';
import { readPushOptIn, writePushOptIn } from '@/lib/push-opt-in-marks';
import { subscribeToPush } from '@/lib/web-push';
import { renderWithProviders } from '@test/render-with-providers';
import { stubPushBrowser } from '@test/src/features/orders/push/push-browser';

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Header', () => {
  it('links the wordmark to /', () => {
    renderWithProviders(<Header />, { route: '/search/london' });
    expect(screen.getByRole('link', { name: 'Forkful' })).toHaveAttribute('href', '/');
  });

  it('offers Log In to a signed-out visitor, returning to the current page', async () => {
    const { auth, user } = renderWithProviders(<Header />, {
      route: '/search/london?page=2',
    });
    expect(screen.queryByRole('link', { name: 'Order Status' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(auth.loginWithRedirect).toHaveBeenCalledWith({
      appState: { returnTo: '/search/london?page=2' },
    });
  });

  it('shows nothing to sign in or out with while the session loads', () => {
    renderWithProviders(<Header />, { auth: 'loading' });
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the order status link and their menu', async () => {
    const { user } = renderWithProviders(<Header />, { auth: { email: 'ada@example.com' } });
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    // The signed-in navigation is a chunk of its own: it shows once loaded.
    await screen.findByRole('navigation', { name: 'Main' });
    expect(within(desktopNav()).getByRole('link', { name: 'Order Status' })).toHaveAttribute(
      'href',
      '/order-status',
    );

    const trigger = within(desktopNav()).getByRole('button', { name: 'ada@example.com' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const nav = within(desktopNav());
    expect(nav.getByRole('link', { name: 'Manage Restaurant' })).toHaveAttribute(
      'href',
      '/manage-restaurant',
    );
    expect(nav.getByRole('link', { name: 'User Profile' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
    expect(nav.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('closes the user menu on Escape', async () => {
    const { user } = renderWithProviders(<Header />, { auth: { email: 'ada@example.com' } });
    await user.click(await screen.findByRole('button', { name: 'ada@example.com' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'User Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ada@example.com' })).toHaveFocus();
  });

  describe('Log Out', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('signs out back to the web origin and drops cached data after 1000 ms', async () => {
      const { auth, store, user } = renderWithProviders(<Header />, {
        auth: { email: 'ada@example.com' },
      });
      const dispatch = jest.spyOn(store, 'dispatch');

      await user.click(await screen.findByRole('button', { name: 'ada@example.com' }));
      await user.click(screen.getByRole('button', { name: 'Log Out' }));

      expect(auth.logout).toHaveBeenCalledWith({
        logoutParams: { returnTo: window.location.origin },
      });
      act(() => jest.advanceTimersByTime(999));
      expect(dispatch).not.toHaveBeenCalledWith(api.util.resetApiState());
      act(() => jest.advanceTimersByTime(1));
      expect(dispatch).toHaveBeenCalledWith(api.util.resetApiState());
    });

    it("drops this device's push subscription and its marks before signing out", async () => {
      const browser = stubPushBrowser({ permission: 'granted' });
      try {
        const { auth, user } = renderWithProviders(<Header />, {
          auth: { email: 'ada@example.com' },
        });
        const subscription = await subscribeToPush('BKey');
        if (!subscription.ok) throw new Error('The stub did not subscribe');
        writePushOptIn('owner-alerts', 'auth0|ada', subscription.subscription.endpoint);

        await user.click(await screen.findByRole('button', { name: 'ada@example.com' }));
        await user.click(screen.getByRole('button', { name: 'Log Out' }));

        await waitFor(() => expect(auth.logout).toHaveBeenCalled());
        expect(browser.endpoint()).toBeUndefined();
        expect(readPushOptIn('owner-alerts', 'auth0|ada')).toBeUndefined();
      } finally {
        browser.restore();
      }
    });
  });
});
