import styled, { createGlobalStyle } from 'styled-components';

/**
 * While a ticket is chosen, printing prints it alone, on 80 mm thermal paper: everything else the
 * page holds is left out.
 */
export const TICKET_PRINT_RULES = `
  @page {
    size: 80mm auto;
    margin: 3mm 4mm;
  }
  @media print {
    body {
      min-height: 0;
      background: #fff;
    }
    body > :not([data-kitchen-ticket]) {
      display: none !important;
    }
  }
`;

export const TicketPrintStyle = createGlobalStyle`${TICKET_PRINT_RULES}`;

/** The ticket (`data-kitchen-ticket`, a child of body): shown only on paper. */
export const Ticket = styled.section`
  display: none;
  @media print {
    display: block;
    width: 100%;
    color: #000;
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Courier New', monospace;
    font-size: 11pt;
    line-height: 1.3;
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
  li {
    display: flex;
    align-items: baseline;
    gap: 2mm;
    padding: 1mm 0;
  }
`;

export const Quantity = styled.span`
  flex: none;
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
