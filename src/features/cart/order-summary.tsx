import { useId, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { cartTotal, itemCount, type CartItem, type LineIssue } from '@machines/cart/cart-items';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { choiceGroups, choiceGroupText } from '@/components/order/choice-groups';
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
  LineChoice,
  LineIssueNote,
  LineName,
  LineText,
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
export const UNAVAILABLE_LINE = 'Unavailable';

/** What an unavailable line says under its name; a sold-out dish says it in place of its price. */
export function lineIssueText(issue: LineIssue): string | undefined {
  switch (issue.type) {
    case 'soldOut':
      return undefined;
    case 'choiceGone':
      return `${issue.choice || 'A choice'} is no longer available`;
    case 'choiceSoldOut':
      return `${issue.choice} is sold out`;
    case 'choicesChanged':
      return `${issue.group} has changed: remove this and choose again`;
  }
}

/** 'Remove Margherita', or for a line with choices 'Remove Margherita, Size: Large'. */
const removeLabel = (item: CartItem) =>
  [
    'Remove ' + item.name,
    ...choiceGroups(item.choices).map((group) => choiceGroupText(group)),
  ].join(', ');

/**
 * The 'Your Order' card: each line, its choices under its name, the delivery fee and the total.
 * A line whose item has sold out since it was put in the cart reads 'Sold out' instead of its
 * price; one whose choice has sold out or gone, or no longer fits the dish, reads 'Unavailable'
 * and says why. Either is left out of the total; the customer removes it.
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
            <Line key={item.lineKey} $soldOut={!item.available}>
              <Quantity>
                {item.quantity}
                <VisuallyHidden> ×</VisuallyHidden>
              </Quantity>
              <LineText>
                <LineName>{item.name}</LineName>
                {choiceGroups(item.choices).map((group) => (
                  <LineChoice key={group.group}>{choiceGroupText(group)}</LineChoice>
                ))}
                {item.issue && lineIssueText(item.issue) && (
                  <LineIssueNote>{lineIssueText(item.issue)}</LineIssueNote>
                )}
              </LineText>
              {item.available ? (
                <Amount>{formatPrice(item.price * item.quantity)}</Amount>
              ) : (
                <SoldOutAmount>
                  {item.issue?.type === 'soldOut' ? SOLD_OUT_LINE : UNAVAILABLE_LINE}
                </SoldOutAmount>
              )}
              <RemoveButton
                type="button"
                aria-label={removeLabel(item)}
                onClick={() => cart.send({ type: 'item.remove', lineKey: item.lineKey })}
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
