import { screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import ManageRestaurantPage from '@/app/pages/manage-restaurant-page';
import { renderWithProviders, TEST_ACCESS_TOKEN } from '@test/render-with-providers';
import { deferredAnswer, type Reply } from '../../msw/answer';
import { answerInsights } from '../../msw/handlers/insights';
import { getMyRestaurantOrders } from '../../msw/handlers/order';
import { getMyRestaurant } from '../../msw/handlers/restaurant';
import { routesSent, sentRequests, server } from '../../msw/server';
import { savedRestaurant } from '../../features/restaurant/restaurant-fixtures';

// Typing whole forms takes seconds when the machine is busy; these are not timing tests.
jest.setTimeout(30_000);

function renderPage() {
  return renderWithProviders(<ManageRestaurantPage />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });

const ORDERS = 'GET /api/my/restaurant/order';

/** Answers the owner's restaurant with `reply`; the Orders tab's list is empty. */
function answerRestaurant(reply: Reply) {
  server.use(
    getMyRestaurant(reply),
    getMyRestaurantOrders({ status: 200, body: [] }),
    answerInsights(),
  );
}

describe('ManageRestaurantPage', () => {
  beforeEach(() => answerRestaurant({ status: 200, body: savedRestaurant() }));

  it('opens on the Orders tab, which has nothing to list yet', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Restaurant' })).toBeVisible();
    expect(tab('Orders')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Manage Restaurant')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Orders' });
    expect(await within(panel).findByRole('heading', { name: '0 active orders' })).toBeVisible();
    expect(panel).toHaveTextContent('Orders placed with your restaurant will show here.');
    const managePanelId = tab('Manage Restaurant').getAttribute('aria-controls')!;
    expect(document.getElementById(managePanelId)).not.toBeVisible();
  });

  it('shows the form when Manage Restaurant is clicked', async () => {
    const { user } = renderPage();
    await user.click(tab('Manage Restaurant'));
    const panel = screen.getByRole('tabpanel', { name: 'Manage Restaurant' });
    expect(await within(panel).findByLabelText('Restaurant name')).toHaveValue('Luigi’s Trattoria');
    expect(screen.queryByRole('tabpanel', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, one tab stop in all', async () => {
    const { user } = renderPage();
    await user.tab();
    expect(tab('Orders')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Manage Restaurant')).toHaveFocus();
    expect(tab('Manage Restaurant')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Orders')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(tab('Insights')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Orders')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Insights')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Orders')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Insights')).toHaveFocus();
  });

  it('asks for the owner’s restaurant with the access token', async () => {
    renderPage();
    await screen.findByLabelText('Restaurant name');
    expect(routesSent().filter((route) => route !== ORDERS)).toEqual(['GET /api/my/restaurant']);
    expect(sentRequests()[0].authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it('has no axe violations on any tab', async () => {
    const { container, user } = renderPage();
    await screen.findByLabelText('Restaurant name');
    expect((await axe(container)).violations).toEqual([]);
    await user.click(tab('Manage Restaurant'));
    expect((await axe(container)).violations).toEqual([]);
    await user.click(tab('Insights'));
    await screen.findByRole('region', { name: 'Sales per day' });
    expect((await axe(container)).violations).toEqual([]);
  });

  it('loads the Insights tab, and asks for its figures, only once it is opened', async () => {
    const { user } = renderPage();
    await screen.findByLabelText('Restaurant name');
    expect(routesSent()).not.toContain('GET /api/my/restaurant/insights');
    await user.click(tab('Insights'));
    const panel = screen.getByRole('tabpanel', { name: 'Insights' });
    expect(await within(panel).findByRole('heading', { name: 'Insights' })).toBeVisible();
    expect(await within(panel).findByRole('region', { name: 'Totals' })).toBeVisible();
    expect(routesSent()).toContain('GET /api/my/restaurant/insights');
  });
});

describe('ManageRestaurantPage loading the restaurant', () => {
  it('says Loading... until the restaurant arrives', async () => {
    const later = deferredAnswer();
    answerRestaurant(later.reply);
    const { user } = renderPage();
    await user.click(tab('Manage Restaurant'));
    const panel = screen.getByRole('tabpanel', { name: 'Manage Restaurant' });
    expect(within(panel).getByText('Loading...')).toBeVisible();
    later.answer({ status: 200, body: savedRestaurant() });
    expect(await screen.findByLabelText('Restaurant name')).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('offers an empty form when the owner has no restaurant yet (404)', async () => {
    answerRestaurant({ status: 404, body: { message: 'Restaurant not found' } });
    const { user } = renderPage();
    await user.click(tab('Manage Restaurant'));
    expect(await screen.findByLabelText('Restaurant name')).toHaveValue('');
    expect(screen.queryByText('Failed to get restaurant')).not.toBeInTheDocument();
  });

  it('has no axe violations on the empty form showing its messages', async () => {
    answerRestaurant({ status: 404, body: { message: 'Restaurant not found' } });
    const { container, user } = renderPage();
    await user.click(tab('Manage Restaurant'));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByText('restaurant name is required');
    expect((await axe(container)).violations).toEqual([]);
  });

  it('says Failed to get restaurant when loading fails otherwise', async () => {
    answerRestaurant({ status: 401, body: { message: 'Access token has expired' } });
    const { user } = renderPage();
    await user.click(tab('Manage Restaurant'));
    expect(await screen.findByText('Failed to get restaurant')).toBeVisible();
    expect(screen.queryByLabelText('Restaurant name')).not.toBeInTheDocument();
  });
});
