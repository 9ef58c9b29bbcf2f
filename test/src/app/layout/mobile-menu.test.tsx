import { act, screen, within } from '@testing-library/react';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { renderWithProviders } from '@test/render-with-providers';

const openButton = () => screen.getByRole('button', { name: 'Open menu' });

describe('MobileMenu', () => {
  it('opens a sheet that welcomes a signed-out visitor with Log In', async () => {
    const { auth, user } = renderWithProviders(<MobileMenu />, { route: '/detail/r1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(openButton());

    const sheet = await screen.findByRole('dialog', { name: 'Welcome to Forkful.com!' });
    await user.click(within(sheet).getByRole('button', { name: 'Log In' }));
    expect(auth.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/detail/r1' } });
  });

  it('closes with its close button', async () => {
    const { user } = renderWithProviders(<MobileMenu />);
    await user.click(openButton());
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the browser dismisses the dialog (Escape)', async () => {
    const { user } = renderWithProviders(<MobileMenu />);
    await user.click(openButton());
    const sheet = await screen.findByRole<HTMLDialogElement>('dialog');
    act(() => sheet.close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(openButton());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('gives a signed-in user their links and Log Out, and closes after a choice', async () => {
    const { auth, user } = renderWithProviders(<MobileMenu />, {
      auth: { email: 'ada@example.com' },
    });
    await user.click(openButton());

    const sheet = within(await screen.findByRole('dialog', { name: 'ada@example.com' }));
    expect(sheet.getByRole('link', { name: 'Order Status' })).toHaveAttribute(
      'href',
      '/order-status',
    );
    expect(sheet.getByRole('link', { name: 'Manage Restaurant' })).toHaveAttribute(
      'href',
      '/manage-restaurant',
    );
    expect(sheet.getByRole('link', { name: 'User Profile' })).toHaveAttribute(
      'href',
      '/user-profile',
    );
    await user.click(sheet.getByRole('button', { name: 'Log Out' }));
    expect(auth.logout).toHaveBeenCalledWith({
      logoutParams: { returnTo: window.location.origin },
    });

    await user.click(sheet.getByRole('link', { name: 'User Profile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
