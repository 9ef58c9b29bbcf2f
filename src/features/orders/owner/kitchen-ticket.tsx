import { createPortal } from 'react-dom';
import type { Order } from '@contract/order';
import { orderLineKey } from '@/components/order/choice-groups';
import { formatPrice } from '@/lib/money';
import { formatClockTime } from '@/lib/time';
import {
  Quantity,
  Ticket,
  TicketChoices,
  TicketLines,
  TicketPrintStyle,
  TicketTime,
  TicketTotal,
} from './kitchen-ticket.styles';
import { TICKET_TEXTS } from './owner-orders.texts';
import { useTicketPage } from './use-ticket-page';

/**
 * The kitchen ticket of one order, for 80 mm thermal paper: reference, time, lines with large
 * quantities and their choices large beneath them, where it goes and the total. Rendered beside
 * the page (a child of body), so that printing can leave out everything else, with the page size
 * that fits it.
 */
export function KitchenTicket({ order }: { order: Order }) {
  const { deliveryDetails } = order;
  const { ticket, pageRule } = useTicketPage(order);
  return createPortal(
    <Ticket ref={ticket} data-kitchen-ticket="">
      <TicketPrintStyle />
      <style>{pageRule}</style>
      <h2>{TICKET_TEXTS.reference(order._id)}</h2>
      <TicketTime>
        <time dateTime={order.createdAt}>{formatClockTime(new Date(order.createdAt))}</time>
      </TicketTime>
      <hr />
      <TicketLines>
        {order.cartItems.map((item) => (
          <li key={orderLineKey(item)}>
            <Quantity>{item.quantity} x</Quantity>
            <span>{item.name}</span>
            <TicketChoices choices={item.choices} />
          </li>
        ))}
      </TicketLines>
      <hr />
      <p>{TICKET_TEXTS.deliverTo}</p>
      <p>
        <strong>{deliveryDetails.name}</strong>
      </p>
      <p>{deliveryDetails.addressLine1}</p>
      <p>{deliveryDetails.city}</p>
      <hr />
      <TicketTotal>
        <span>{TICKET_TEXTS.total}</span>
        <span>{formatPrice(order.totalAmount)}</span>
      </TicketTotal>
    </Ticket>,
    document.body,
  );
}
