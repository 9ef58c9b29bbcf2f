import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { cartTotal, itemCount } from '@machines/cart/cart-items';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { StackList } from '@/components/ui/stack-list';
import { formatPrice } from '@/lib/money';
import { Card, EmptyNote, Sums, Title, TotalAmount, TotalTerm } from './order-summary.styles';

// A first visit starts with an empty cart: the lines, and the bar that sums them up on a phone,
// load with the first line (or a restored cart). They go in the checkout's chunk, which a line
// that can be ordered loads anyway: a chunk of their own would add its name to every page.
const loadOrderLines = () => import(/* webpackChunkName: "checkout" */ './order-lines');
const OrderLines = lazy(loadOrderLines);
const OrderBar = lazy(() =>
  import(/* webpackChunkName: "checkout" */ './order-bar').then((module) => ({
    default: module.OrderBar,
  })),
);

/** A dish the pointer or focus reaches may be added next: its line can load meanwhile. */
export const preloadOrderLines = () => void loadOrderLines();

export interface OrderSummaryProps {
  cart: CartActorRef;
  /** The restaurant's delivery price in cents. */
  deliveryPrice: number;
  /** The checkout control at the foot of the card. */
  children?: ReactNode;
}

/**
 * The 'Your Order' card: each line (order-lines.tsx), the delivery fee and the total. A line that
 * cannot be ordered (sold out, a choice gone) is left out of the total; the customer removes it.
 */
export function OrderSummary({ cart, deliveryPrice, children }: OrderSummaryProps) {
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
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
          {items.length > 0 && (
            <Suspense fallback={null}>
              <OrderLines cart={cart} items={items} />
            </Suspense>
          )}
        </StackList>
        <Sums>
          <dt>Delivery</dt>
          <dd>{formatPrice(deliveryPrice)}</dd>
          <TotalTerm>Total</TotalTerm>
          <TotalAmount>{total}</TotalAmount>
        </Sums>
        {children}
      </Card>
      {isFilled && (
        <Suspense fallback={null}>
          <OrderBar card={cardRef} itemCount={itemCount(items)} total={total} onShow={showCard} />
        </Suspense>
      )}
    </>
  );
}
