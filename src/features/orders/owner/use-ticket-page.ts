import { useLayoutEffect, useRef, useState } from 'react';
import type { Order } from '@contract/order';
import { pageSizeRule, TICKET_PAPER_MM, TICKET_PRINT_WIDTH_MM } from './kitchen-ticket.styles';

const MM_PER_PX = 25.4 / 96;
// The printed layout may round a line differently from the measured one: a ticket a hair too
// long for its page would spill a blank second page. 2 mm more roll is nothing to a kitchen.
const SPARE_MM = 2;
const AS_PRINTED_UNSEEN = [
  'display: flow-root',
  'position: absolute',
  'top: 0',
  'left: 0',
  'visibility: hidden',
  `width: ${TICKET_PRINT_WIDTH_MM}mm`,
].join('; ');

/**
 * The paper a ticket needs, in whole millimetres, margins included: the ticket is laid out for a
 * moment at the print width, unseen, and measured. No paint happens in between.
 */
export function ticketPageHeightMm(ticket: HTMLElement): number {
  const shown = ticket.style.cssText;
  ticket.style.cssText = AS_PRINTED_UNSEEN;
  const { height } = ticket.getBoundingClientRect();
  ticket.style.cssText = shown;
  return Math.ceil(height * MM_PER_PX + 2 * TICKET_PAPER_MM.marginBlock + SPARE_MM);
}

/**
 * A ref for the ticket of `order` and the `@page` rule that fits it, measured as soon as it is in
 * the page: within the same synchronous render, so before the print dialog opens.
 */
export function useTicketPage(order: Order) {
  const ticket = useRef<HTMLElement>(null);
  const [heightMm, setHeightMm] = useState<number>();

  useLayoutEffect(() => {
    if (ticket.current) setHeightMm(ticketPageHeightMm(ticket.current));
  }, [order]);

  return { ticket, pageRule: heightMm === undefined ? '' : pageSizeRule(heightMm) };
}
