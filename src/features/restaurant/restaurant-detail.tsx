import type { ReactNode } from 'react';
import type { Restaurant } from '@contract/restaurant';
import { deliveryMinutesOf } from '@/lib/delivery-time';
import { formatPrice } from '@/lib/money';
import { ClockIcon } from '@/components/ui/icons';
import {
  Banner,
  Card,
  Chips,
  ClosedNote,
  Columns,
  MainColumn,
  Muted,
  Name,
  OrderColumn,
} from './restaurant-detail.styles';
import { RestaurantMenu, type RestaurantMenuProps } from './restaurant-menu';

export interface RestaurantDetailProps {
  restaurant: Restaurant;
  onAddToCart?: RestaurantMenuProps['onAddToCart'];
  /** Why it takes no orders now ('Closed · opens Tue 17:00'); none while it does. */
  closedReason?: string;
  /** The order card: beside the menu on wide screens, below it on phones. */
  orderSummary?: ReactNode;
}

/** The banner spans the page: at most 1200px less its 24px gutters, 16px gutters below md. */
const BANNER_SIZES =
  '(min-width: 1200px) 1152px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)';

/** A restaurant's page once it has loaded. */
export function RestaurantDetail(props: RestaurantDetailProps) {
  const { restaurant, onAddToCart, closedReason, orderSummary } = props;
  return (
    <article aria-labelledby="restaurant-name">
      <Banner
        src={restaurant.imageUrl}
        srcSet={restaurant.imageSrcSet}
        avifSrcSet={restaurant.imageSrcSetAvif}
        sizes={BANNER_SIZES}
        width={1280}
        height={720}
        alt=""
        priority
      />
      <Columns>
        <MainColumn>
          <Card>
            <Name id="restaurant-name">{restaurant.restaurantName}</Name>
            {closedReason && (
              <ClosedNote>
                <ClockIcon />
                {closedReason}
              </ClosedNote>
            )}
            <Muted>
              {restaurant.city}, {restaurant.country}
            </Muted>
            <Chips aria-label="Cuisines">
              {restaurant.cuisines.map((cuisine) => (
                <li key={cuisine}>{cuisine}</li>
              ))}
            </Chips>
            <Muted>
              Delivery {formatPrice(restaurant.deliveryPrice)} · {deliveryMinutesOf(restaurant)}{' '}
              mins
            </Muted>
          </Card>
          <RestaurantMenu menuItems={restaurant.menuItems} onAddToCart={onAddToCart} />
        </MainColumn>
        {orderSummary && <OrderColumn aria-label="Your order">{orderSummary}</OrderColumn>}
      </Columns>
    </article>
  );
}
