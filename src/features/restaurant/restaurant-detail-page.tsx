import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { isNotFound, useGetRestaurantQuery } from '../../api/restaurant.api';
import { PageHeading } from '../../components/ui/page-heading';
import { HomeLink, Notice } from './restaurant-detail.styles';
import { RestaurantDetail } from './restaurant-detail';

/** /detail/{restaurantId}: anyone may look (SPEC §2, §6). */
export default function RestaurantDetailPage() {
  const { restaurantId } = useParams();
  // currentData, not data: after a move to another restaurant the old one must not show.
  const {
    currentData: restaurant,
    error,
    isFetching,
  } = useGetRestaurantQuery(restaurantId ?? skipToken);

  if (isFetching && !restaurant) return <p>Loading...</p>;
  if (restaurant) return <RestaurantDetail restaurant={restaurant} />;
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
