import { act, screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import type { RequestHandler } from 'msw';
import toast from 'react-hot-toast';
import UserProfilePage from '@/features/user/user-profile-page';
import { renderWithProviders, TEST_ACCESS_TOKEN } from '@test/render-with-providers';
import { deferredAnswer } from '../../msw/answer';
import { getMyUser, updateMyUser } from '../../msw/handlers/user';
import { sentRequests, server, type SentRequest } from '../../msw/server';
import { ADA } from './user-fixtures';

const FIELDS = ['Name', 'Address Line 1', 'City', 'Country'] as const;

afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

function renderPage(...handlers: RequestHandler[]) {
  server.use(...handlers);
  const sent = sentRequests();
  const view = renderWithProviders(<UserProfilePage />, {
    route: '/user-profile',
    auth: { email: ADA.email },
  });
  return { ...view, sent };
}

const formReady = () => screen.findByRole('form', { name: 'User Profile' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const puts = (sent: readonly SentRequest[]) => sent.filter((r) => r.method === 'PUT');

describe('UserProfilePage', () => {
  it('shows Loading... until the user arrives', async () => {
    const later = deferredAnswer();
    renderPage(getMyUser(later.reply));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    later.answer({ status: 200, body: ADA });
    expect(await formReady()).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says it cannot load the profile when there is no user, with a toast naming the error', async () => {
    renderPage(getMyUser({ status: 404, body: { message: 'User not found' } }));
    expect(await screen.findByText('Unable to load user profile')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch user: User not found')).toBeInTheDocument();
    expect(screen.getAllByText(/Failed to fetch user/)).toHaveLength(1);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for the user with the access token and fills the form', async () => {
    const { sent } = renderPage(getMyUser({ status: 200, body: ADA }));
    const form = await formReady();

    expect(within(form).getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
    expect(within(form).getByText('View and change your profile information here')).toBeVisible();
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue(ADA.email);
    expect(email).toBeDisabled();
    expect(email).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Name')).toHaveValue(ADA.name);
    expect(within(form).getByLabelText('Address Line 1')).toHaveValue(ADA.addressLine1);
    expect(within(form).getByLabelText('City')).toHaveValue(ADA.city);
    expect(within(form).getByLabelText('Country')).toHaveValue(ADA.country);
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/api/my/user',
        authorization: `Bearer ${TEST_ACCESS_TOKEN}`,
        body: undefined,
      },
    ]);
  });

  it('shows every required message at its field and sends nothing', async () => {
    const { sent, user } = renderPage(getMyUser({ status: 200, body: ADA }));
    await formReady();
    for (const label of FIELDS) await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText('City'), '   ');
    await user.click(submitButton());

    const messages = {
      Name: 'Name is required',
      'Address Line 1': 'Address Line 1 is required',
      City: 'City is required',
      Country: 'Country is required',
    };
    for (const label of FIELDS) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(messages[label]);
    }
    expect(puts(sent)).toHaveLength(0);
  });

  it('saves the trimmed profile with PUT and says so', async () => {
    const { sent, user } = renderPage(
      getMyUser({ status: 200, body: ADA }),
      updateMyUser(({ body }) => ({ status: 200, body: { ...ADA, ...(body as object) } })),
    );
    await formReady();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '  Ada King  ');
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), ' Ockham ');
    await user.click(submitButton());

    expect(await screen.findByText('User profile updated!')).toBeInTheDocument();
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        path: '/api/my/user',
        authorization: `Bearer ${TEST_ACCESS_TOKEN}`,
        body: {
          name: 'Ada King',
          addressLine1: ADA.addressLine1,
          city: 'Ockham',
          country: ADA.country,
        },
      },
    ]);
  });

  it.each([
    ['the API refuses the profile', { status: 400, body: { message: 'city: City is required' } }],
    ['the API fails', { status: 500, body: { message: 'Internal Server Error' } }],
  ])('says the update failed when %s, sending it once', async (_case, answer) => {
    const { sent, user } = renderPage(getMyUser({ status: 200, body: ADA }), updateMyUser(answer));
    await formReady();
    await user.click(submitButton());

    expect(await screen.findByText('Failed to update user')).toBeInTheDocument();
    expect(screen.queryByText('User profile updated!')).not.toBeInTheDocument();
    expect(puts(sent)).toHaveLength(1);
    expect(submitButton()).toBeEnabled();
  });

  it('is busy while saving and cannot be sent twice', async () => {
    const later = deferredAnswer();
    const { sent, user } = renderPage(
      getMyUser({ status: 200, body: ADA }),
      updateMyUser(later.reply),
    );
    await formReady();
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    await user.type(screen.getByLabelText('Country'), '{Enter}');
    expect(puts(sent)).toHaveLength(1);

    later.answer({ status: 200, body: ADA });
    expect(await screen.findByText('User profile updated!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('has no axe violations, filled and with every message showing', async () => {
    const { container, user } = renderPage(getMyUser({ status: 200, body: ADA }));
    await formReady();
    expect((await axe(container)).violations).toEqual([]);

    for (const label of FIELDS) await user.clear(screen.getByLabelText(label));
    await user.click(submitButton());
    await screen.findByText('Country is required');
    expect((await axe(container)).violations).toEqual([]);
  });
});
