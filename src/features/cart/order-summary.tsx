import { useId, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { cartTotal, itemCount } from '@machines/cart/cart-items';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { TrashIcon } from '@/components/ui/icons';
import { StackList } from '@/components/ui/stack-list';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatPrice } from '@/lib/money';
import { OrderBar } from './order-bar';
import { useInView } from './use-in-view';
import {
  Amount,
  Card,
  EmptyNote,
  Line,
  LineName,
  Quantity,
  RemoveButton,
  SoldOutAmount,
  Sums,
  Title,
  TotalAmount,
  TotalTerm,
} from './order-summary.styles';

export interface OrderSummaryProps {
  cart: CartActorRef;
  /** The restaurant's delivery price in cents. */
  deliveryPrice: number;
  /** The checkout control at the foot of the card. */
  children?: ReactNode;
}

export const SOLD_OUT_LINE = 'Sold out';

/**
 * The 'Your Order' card: each line, the delivery fee and the total. A line whose item has sold
 * out since it was put in the cart reads 'Sold out' instead of its price and is left out of the
 * total; the customer removes it.
 */
export function OrderSummary({ cart, deliveryPrice, children }: OrderSummaryProps) {
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cardInView = useInView(cardRef);
  const items = useSelector(cart, (state) => state.context.items);
  const isEmpty = useSelector(cart, (state) => state.matches('empty'));
  const isFilled = useSelector(cart, (state) => state.matches('filled'));
  const total = formatPrice(cartTotal(items, deliveryPrice));

  const showCard = () => {
    titleRef.current?.focus({ preventScroll: true });
    cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <Card ref={cardRef} aria-labelledby={titleId}>
        <Title ref={titleRef} id={titleId} tabIndex={-1}>
          Your Order
        </Title>
        {isEmpty && <EmptyNote>Your cart is empty. Pick something from the menu.</EmptyNote>}
        <StackList aria-label="Items in your order">
          {items.map((item) => (
            <Line key={item._id} $soldOut={!item.available}>
              <Quantity>
                {item.quantity}
                <VisuallyHidden> ×</VisuallyHidden>
              </Quantity>
              <LineName>{item.name}</LineName>
              {item.available ? (
                <Amount>{formatPrice(item.price * item.quantity)}</Amount>
              ) : (
                <SoldOutAmount>{SOLD_OUT_LINE}</SoldOutAmount>
              )}
              <RemoveButton
                type="button"
                aria-label={`Remove ${item.name}`}
                onClick={() => cart.send({ type: 'item.remove', itemId: item._id })}
              >
                <TrashIcon />
              </RemoveButton>
            </Line>
          ))}
        </StackList>
        <Sums>
          <dt>Delivery</dt>
          <dd>{formatPrice(deliveryPrice)}</dd>
          <TotalTerm>Total</TotalTerm>
          <TotalAmount>{total}</TotalAmount>
        </Sums>
        {children}
      </Card>
      {isFilled && !cardInView && (
        <OrderBar itemCount={itemCount(items)} total={total} onShow={showCard} />
      )}
    </>
  );
}
