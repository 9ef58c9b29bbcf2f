import { Button } from '@/components/ui/button';
import { PastOrderCard } from './past-order-card';
import {
  CardList,
  ErrorText,
  Heading,
  More,
  MoreButton,
  Section,
} from './past-orders-section.styles';
import { useOrderAgainActor } from './use-order-again-actor';
import { usePastOrders } from './use-past-orders';

export const PAST_ORDERS_HEADING = 'Past orders';
export const FETCH_PAST_ORDERS_FAILED = 'Failed to get past orders';
export const FETCH_MORE_FAILED = 'Failed to get more past orders';

const HEADING_ID = 'past-orders-heading';

/**
 * Below the live orders: the customer's finished orders (delivered or cancelled), newest first, ten
 * at a time, each with 'Order again'. Nothing shows while they load or when there are none.
 */
export function PastOrdersSection() {
  const { orders, failed, hasMore, loadingMore, moreFailed, showMore, retry } = usePastOrders();
  const { busyOrderId, orderAgain } = useOrderAgainActor();

  if (!failed && orders.length === 0) return null;
  return (
    <Section aria-labelledby={HEADING_ID}>
      <Heading id={HEADING_ID}>{PAST_ORDERS_HEADING}</Heading>
      {failed && (
        <More>
          <ErrorText role="alert">{FETCH_PAST_ORDERS_FAILED}</ErrorText>
          <Button type="button" $variant="outline" onClick={() => retry()}>
            Try again
          </Button>
        </More>
      )}
      {orders.length > 0 && (
        <CardList aria-labelledby={HEADING_ID}>
          {orders.map((order) => (
            <PastOrderCard
              key={order._id}
              order={order}
              busy={busyOrderId === order._id}
              onOrderAgain={orderAgain}
            />
          ))}
        </CardList>
      )}
      {hasMore && (
        <More>
          {moreFailed && <ErrorText role="alert">{FETCH_MORE_FAILED}</ErrorText>}
          <MoreButton type="button" $variant="outline" aria-busy={loadingMore} onClick={showMore}>
            Show more
          </MoreButton>
        </More>
      )}
    </Section>
  );
}
