import type { CartItem, LineIssue } from '@machines/cart/cart-items';
import type { CartActorRef } from '@machines/cart/cart.machine';
import { choiceGroups, choiceGroupText } from '@/components/order/choice-groups';
import { TrashIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatPrice } from '@/lib/money';
import {
  Amount,
  Line,
  LineChoice,
  LineIssueNote,
  LineName,
  LineText,
  Quantity,
  RemoveButton,
  SoldOutAmount,
} from './order-lines.styles';

export interface OrderLinesProps {
  cart: CartActorRef;
  /** The cart's lines, at least one. */
  items: CartItem[];
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
 * The lines of the 'Your Order' card (order-summary.tsx), each with its choices under its name
 * and a remove button. A line whose item has sold out since it was put in the cart reads 'Sold
 * out' instead of its price; one whose choice has sold out or gone, or no longer fits the dish,
 * reads 'Unavailable' and says why.
 */
export default function OrderLines({ cart, items }: OrderLinesProps) {
  return items.map((item) => (
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
  ));
}
