import styled, { createGlobalStyle } from 'styled-components';
import { LineChoices } from '@/components/order/line-choices';

/**
 * An 80 mm thermal roll and the margins its printer cannot print into. The roll is cut to the
 * ticket's length, which only the ticket knows: see `pageSizeRule`.
 */
export const TICKET_PAPER_MM = { width: 80, marginBlock: 3, marginInline: 4 } as const;

/** The width the ticket is laid out at on paper: the roll less its side margins. */
export const TICKET_PRINT_WIDTH_MM = TICKET_PAPER_MM.width - 2 * TICKET_PAPER_MM.marginInline;

/**
 * While a ticket is chosen, printing prints it alone, on 80 mm paper: everything else the page
 * holds is left out.
 */
export const TICKET_PRINT_RULES = `
  @page {
    margin: ${TICKET_PAPER_MM.marginBlock}mm ${TICKET_PAPER_MM.marginInline}mm;
  }
  @media print {
    body {
      min-height: 0;
      margin: 0;
      background: #fff;
    }
    body > :not([data-kitchen-ticket]) {
      display: none !important;
    }
  }
`;

export const TicketPrintStyle = createGlobalStyle`${TICKET_PRINT_RULES}`;

/**
 * The paper for a ticket `heightMm` long, margins included. CSS has no page as long as its
 * content (`size: 80mm auto` is invalid, and dropped whole for the browser's A4 or Letter), so
 * the ticket measures itself and sets this rule.
 */
export const pageSizeRule = (heightMm: number) =>
  `@page { size: ${TICKET_PAPER_MM.width}mm ${heightMm}mm; }`;

/**
 * The ticket (`data-kitchen-ticket`, a child of body): shown only on paper. Its type is set for
 * every medium, so that it can be measured on screen as it will print.
 */
export const Ticket = styled.section`
  display: none;
  width: 100%;
  color: #000;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Courier New', monospace;
  font-size: 11pt;
  line-height: 1.3;
  @media print {
    display: flow-root;
  }
  h2 {
    font-size: 20pt;
    font-weight: 800;
    text-align: center;
    margin: 0 0 1mm;
  }
  p {
    margin: 0;
  }
  hr {
    border: 0;
    border-top: 1px dashed #000;
    margin: 2mm 0;
  }
`;

export const TicketTime = styled.p`
  text-align: center;
  font-size: 14pt;
`;

export const TicketLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: baseline;
    column-gap: 2mm;
    padding: 1mm 0;
  }
`;

/**
 * A line's choices under its name, a group a row, larger than the name and bold: read from across
 * a kitchen. A row that wraps goes on further in, so that each group starts where it is seen.
 */
export const TicketChoices = styled(LineChoices)`
  grid-column: 2;
  margin: 0.5mm 0 0;
  padding: 0 0 0 3mm;
  color: #000;
  font-size: 12pt;
  font-weight: 700;
  line-height: 1.25;
  li {
    padding-left: 4mm;
    text-indent: -4mm;
  }
`;

export const Quantity = styled.span`
  min-width: 10mm;
  font-size: 18pt;
  font-weight: 800;
`;

export const TicketTotal = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: 14pt;
  font-weight: 800;
`;
