import { screen } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { AppRoutes } from '@/app/routes';
import { renderWithProviders, type AuthState } from '@test/render-with-providers';

describe.each<[string, AuthState]>([
  ['signed out', 'signedOut'],
  ['signed in', { email: 'ada@example.com' }],
])('the home page, %s', (_label, auth) => {
  it('has no axe violations, menus closed and open', async () => {
    const { container, user } = renderWithProviders(<AppRoutes />, { auth });
    await screen.findByRole('heading', { name: 'Tuck into a takeaway today' });
    expect((await axe(container)).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    expect((await axe(container)).violations).toEqual([]);
  });
});

it('has no axe violations with the user menu open', async () => {
  const { container, user } = renderWithProviders(<AppRoutes />, {
    auth: { email: 'ada@example.com' },
  });
  await user.click(await screen.findByRole('button', { name: 'ada@example.com' }));
  await screen.findByRole('link', { name: 'User Profile' });
  expect((await axe(container)).violations).toEqual([]);
});
