import { ticketPageHeightMm } from '@/features/orders/owner/use-ticket-page';

/** A ticket whose height, as jsdom cannot lay it out, is `heightPx` while it is measured. */
function aTicket(heightPx: number) {
  const ticket = document.createElement('section');
  ticket.style.cssText = 'color: red;';
  const measuredWith: string[] = [];
  ticket.getBoundingClientRect = () => {
    measuredWith.push(ticket.style.cssText);
    return new DOMRect(0, 0, 272, heightPx);
  };
  return { ticket, measuredWith };
}

describe('ticketPageHeightMm', () => {
  it('measures the ticket unseen at the 72 mm between the margins, then puts its style back', () => {
    const { ticket, measuredWith } = aTicket(96);
    ticketPageHeightMm(ticket);
    expect(measuredWith).toHaveLength(1);
    expect(measuredWith[0]).toMatch(/display: flow-root;.*visibility: hidden;.*width: 72mm/);
    expect(ticket.style.cssText).toBe('color: red;');
  });

  it('adds 3 mm of margin at each end and 2 mm to spare, in whole millimetres', () => {
    // 96 px is an inch: 25.4 mm.
    expect(ticketPageHeightMm(aTicket(96).ticket)).toBe(34);
    expect(ticketPageHeightMm(aTicket(96 * 10).ticket)).toBe(262);
  });
});
