import { act, screen, within } from '@testing-library/react';
import { TICKET_PRINT_RULES } from '@/features/orders/owner/kitchen-ticket.styles';
import { OrdersTab } from '@/features/orders/owner/orders-tab';
import { renderWithProviders } from '@test/render-with-providers';
import { anOrder, anOrderWithChoices } from '../order-fixtures';
import { readLines } from '../order-lines';
import { serveOwnerOrders } from '@test/src/msw/handlers/order';
import { getMyRestaurant } from '@test/src/msw/handlers/restaurant';
import { server } from '@test/src/msw/server';
import { savedRestaurant } from '../../restaurant/restaurant-fixtures';

const ADA = anOrder({ _id: '5f3a9c1e-7b2d-4e8f-9a6c-0d1e2f3a4b5c' });
const BOB = anOrderWithChoices({
  _id: '9b8a7c6d-0000-4000-8000-000000000002',
  deliveryDetails: { ...ADA.deliveryDetails, name: 'Bob Ross', addressLine1: '3 Mill Lane' },
});

async function renderTab() {
  serveOwnerOrders([ADA, BOB]);
  server.use(getMyRestaurant({ status: 200, body: savedRestaurant() }));
  const rendered = renderWithProviders(<OrdersTab />, {
    route: '/manage-restaurant',
    auth: { email: 'owner@example.com' },
  });
  await screen.findByRole('heading', { name: '2 active orders' });
  return rendered;
}

const printButton = (name: string) =>
  screen.getByRole('button', { name: `Print ticket for ${name}` });
// Shown only on paper: hidden from the screen, and so from the accessibility tree.
const ticket = () => document.querySelector<HTMLElement>('[data-kitchen-ticket]');

afterEach(() => jest.restoreAllMocks());

describe('OrdersTab kitchen ticket', () => {
  it('prints the chosen order alone, on a ticket with what the kitchen needs', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {
      // The ticket is on the page when the print dialog opens.
      expect(ticket()).toBeInTheDocument();
    });
    const { user } = await renderTab();
    expect(ticket()).not.toBeInTheDocument();

    await user.click(printButton('Ada Lovelace'));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = ticket()!;
    expect(sheet.parentElement).toBe(document.body);
    expect(within(sheet).getByRole('heading', { hidden: true })).toHaveTextContent('#5F3A9C1E');
    expect(sheet).toHaveTextContent('18:40');
    expect(
      within(sheet)
        .getAllByRole('listitem', { hidden: true })
        .map((line) => line.textContent),
    ).toEqual(['2 xMargherita', '1 xTiramisu']);
    expect(sheet).toHaveTextContent('Deliver toAda Lovelace12 St James SquareLondon');
    expect(sheet).toHaveTextContent('Total$33.50');
    expect(sheet).not.toHaveTextContent('Bob Ross');
    expect(sheet).not.toBeVisible();
  });

  it("lists each line's choices under it, a group a row", async () => {
    jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderTab();
    await user.click(printButton('Bob Ross'));
    const [lines] = within(ticket()!).getAllByRole('list', { hidden: true });
    expect(readLines(lines, true)).toEqual([
      ['2 xMargherita', 'Size: Large', 'Extras: Olives, Mushrooms'],
      ['1 xMargherita', 'Size: Small'],
      ['1 xTiramisu'],
    ]);
    expect(ticket()).toHaveTextContent('Total$59.00');
  });

  it('prints on 80 mm paper as long as the ticket, measured before the dialog opens', async () => {
    // jsdom lays nothing out: the ticket is 480 px (127 mm) tall at whatever width.
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, 0, 272, 480));
    let pageRule = '';
    jest.spyOn(window, 'print').mockImplementation(() => {
      pageRule = ticket()!.querySelector('style')!.textContent;
    });
    const { user } = await renderTab();
    await user.click(printButton('Ada Lovelace'));
    // 127 mm of ticket, 2 × 3 mm of margin and 2 mm to spare.
    expect(pageRule).toBe('@page { size: 80mm 135mm; }');
  });

  it('leaves out the rest of the page, within the printer’s margins', () => {
    // Styles for the whole document are added in the browser only, so they are read here.
    expect(TICKET_PRINT_RULES).toMatch(/@page\s*\{\s*margin: 3mm 4mm;/);
    expect(TICKET_PRINT_RULES).toMatch(
      /@media print \{[^@]*body > :not\(\[data-kitchen-ticket\]\) \{\s*display: none !important;/,
    );
  });

  it('shows the last order chosen, and takes the ticket away once printing is over', async () => {
    jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderTab();
    await user.click(printButton('Ada Lovelace'));
    await user.click(printButton('Bob Ross'));
    expect(ticket()).toHaveTextContent('3 Mill Lane');
    expect(ticket()).not.toHaveTextContent('St James Square');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(ticket()).not.toBeInTheDocument();
  });
});
