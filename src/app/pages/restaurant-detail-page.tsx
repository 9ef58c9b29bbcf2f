import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import type { Restaurant } from '@contract/restaurant';
import { isNotFound, useGetRestaurantQuery } from '@/api/restaurant.api';
import { PageHeading } from '@/components/ui/page-heading';
import { closedReason } from '@/lib/opening-status';
import { OrderSummary } from '@/features/cart/order-summary';
import { useCartActor } from '@/features/cart/use-cart-actor';
import { CheckoutButton } from '@/features/checkout/checkout-button';
import { RestaurantDetail } from '@/features/restaurant/restaurant-detail';
import { HomeLink, Notice } from '@/features/restaurant/restaurant-detail.styles';

/**
 * /detail/{restaurantId}: anyone may look and build a cart. The restaurant, its cart and the
 * checkout are three features; this page puts them together.
 */
export default function RestaurantDetailPage() {
  const { restaurantId } = useParams();
  // currentData, not data: after a move to another restaurant the old one must not show.
  const {
    currentData: restaurant,
    error,
    isFetching,
  } = useGetRestaurantQuery(restaurantId ?? skipToken);

  if (isFetching && !restaurant) return <p>Loading...</p>;
  // Keyed by id: each restaurant has a cart (and a checkout) of its own.
  if (restaurant) return <RestaurantWithCart key={restaurant._id} restaurant={restaurant} />;
  if (isNotFound(error) || !restaurantId) {
    return (
      <Notice>
        <PageHeading>Restaurant not found</PageHeading>
        <p>There is no restaurant at this address. It may have been removed.</p>
        <HomeLink to="/">Find another restaurant</HomeLink>
      </Notice>
    );
  }
  return <p role="alert">Failed to get restaurant</p>;
}

/**
 * A closed or paused restaurant can still be browsed and its cart filled; the checkout waits,
 * saying why. The reason is read as the restaurant was loaded.
 */
function RestaurantWithCart({ restaurant }: { restaurant: Restaurant }) {
  const cart = useCartActor(restaurant);
  const closed = closedReason(restaurant);
  return (
    <RestaurantDetail
      restaurant={restaurant}
      closedReason={closed}
      onAddToCart={(item, options) => cart.send({ type: 'item.add', item, ...options })}
      orderSummary={
        <OrderSummary cart={cart} deliveryPrice={restaurant.deliveryPrice}>
          <CheckoutButton cart={cart} closedReason={closed} />
        </OrderSummary>
      }
    />
  );
}
