import { screen, within } from '@testing-library/react';
import { axe } from '@test/jsdom-axe';
import { addDays } from '@contract/insights';
import InsightsTab from '@/features/insights/insights-tab';
import { todayIn } from '@/features/insights/insights-period';
import { renderWithProviders, TEST_ACCESS_TOKEN } from '@test/render-with-providers';
import { answerInsights, getInsights, getInsightsCsv } from '../../msw/handlers/insights';
import { getMyRestaurant } from '../../msw/handlers/restaurant';
import { sentRequests, server } from '../../msw/server';
import { savedRestaurant } from '../restaurant/restaurant-fixtures';

jest.setTimeout(30_000);

const TIME_ZONE = 'Europe/London';

function renderTab() {
  return renderWithProviders(<InsightsTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
}

describe('InsightsTab', () => {
  let asked: Array<{ from: string; to: string }>;
  const today = () => todayIn(TIME_ZONE);

  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => {
    asked = [];
    server.use(
      getMyRestaurant({ status: 200, body: savedRestaurant({ timeZone: TIME_ZONE }) }),
      answerInsights(asked),
    );
  });

  it('shows the last 7 days on the restaurant’s clock: totals, charts and best sellers', async () => {
    renderTab();
    expect(await screen.findByText('Last 7 days')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(asked).toEqual([{ from: addDays(today(), -6), to: today() }]);
    expect(within(totals).getByText('Paid orders').nextSibling).toHaveTextContent(
      /^2−50% on the previous periodPrevious period: 4$/,
    );
    expect(within(totals).getByText('$48.50')).toBeVisible();
    const perDay = screen.getByRole('region', { name: 'Sales per day' });
    expect(within(perDay).getByRole('img')).toHaveAccessibleName(
      /^\$48\.50 in gross sales over 7 days; the best day was \d+ \w+ with \$48\.50\.$/,
    );
    const perHour = screen.getByRole('region', { name: 'Orders by hour' });
    expect(within(perHour).getByRole('img')).toHaveAccessibleName(
      '2 paid orders; the busiest hour was 12:00–13:00 with 1.',
    );
    const best = screen.getByRole('region', { name: 'Best sellers' });
    expect(within(best).getAllByText('Margherita')).toHaveLength(2);
    expect(within(best).getByText('3 sold')).toBeVisible();
    expect(within(best).getByText('$37.50')).toBeVisible();
    expect(within(best).getByText('Garlic bread')).toBeVisible();
    expect(
      sentRequests().every((request) => request.authorization === `Bearer ${TEST_ACCESS_TOKEN}`),
    ).toBe(true);
  });

  it('shows each chart’s numbers as a table behind a toggle', async () => {
    const { user } = renderTab();
    const perHour = await screen.findByRole('region', { name: 'Orders by hour' });
    const toggle = within(perHour).getByRole('button', { name: 'Show table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(perHour).getByRole('table', { name: 'Orders by hour' });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByRole('row', { name: '19:00–20:00 1' })).toBeVisible();
    await user.click(within(perHour).getByRole('button', { name: 'Hide table' }));
    expect(within(perHour).queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks for today, the last 30 days and a custom range', async () => {
    const { user } = renderTab();
    await screen.findByRole('region', { name: 'Totals' });
    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await screen.findByText(`${today()} (${TIME_ZONE})`);
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await screen.findByText(`${addDays(today(), -29)} to ${today()} (${TIME_ZONE})`);
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    await screen.findByText(`2026-01-01 to 2026-01-31 (${TIME_ZONE})`);
    expect(asked).toContainEqual({ from: today(), to: today() });
    expect(asked).toContainEqual({ from: addDays(today(), -29), to: today() });
    expect(asked).toContainEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('does not ask for a range that ends before it starts or is over 366 days', async () => {
    const { user } = renderTab();
    await screen.findByRole('region', { name: 'Totals' });
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2024-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at most 366 days');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(asked.some((period) => period.from === '2024-01-01')).toBe(false);
  });

  it('downloads the period’s CSV with the token and saves it as a file', async () => {
    const csv = 'date,order reference,item,quantity,unit price,line total\r\n';
    server.use(getInsightsCsv(csv));
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:insights');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('button', { name: 'Download CSV' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe(`insights-${addDays(today(), -6)}-to-${today()}.csv`);
    expect(await createObjectURL.mock.calls[0][0].text()).toBe(csv);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:insights');
    const csvRequest = sentRequests().find((request) => request.path.endsWith('.csv'));
    expect(csvRequest?.authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
  });

  it('says when the CSV cannot be had', async () => {
    server.use(getInsightsCsv('', 404));
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to download the CSV');
  });

  it('says so when the insights cannot be had', async () => {
    server.use(getInsights({ status: 503, body: { message: 'Database unavailable' } }));
    renderTab();
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to get insights',
    );
  });

  it('asks an owner without a restaurant to set it up first', async () => {
    server.use(getMyRestaurant({ status: 404, body: { message: 'Restaurant not found' } }));
    renderTab();
    expect(
      await screen.findByText(
        'Once your restaurant is set up under Manage Restaurant, its insights show here.',
      ),
    ).toBeVisible();
  });

  it('has no axe violations, with a table shown', async () => {
    const { container, user } = renderTab();
    const perDay = await screen.findByRole('region', { name: 'Sales per day' });
    expect((await axe(container)).violations).toEqual([]);
    await user.click(within(perDay).getByRole('button', { name: 'Show table' }));
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    expect((await axe(container)).violations).toEqual([]);
  });
});
