import type { RestaurantSummary } from '@/api/search.api';
import { ClockIcon, BikeIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/money';
import { closedReason } from '@/lib/opening-status';
import {
  CardLink,
  ClosedNote,
  Cuisines,
  Details,
  Facts,
  Image,
  Name,
} from './search-result-card.styles';

// The card's image is 2/5 of the results column from md up and the full width below.
const IMAGE_SIZES = '(min-width: 1024px) 340px, (min-width: 768px) 40vw, 100vw';

/**
 * One restaurant of the results, linking to its page; one that takes no orders now says why
 * ('Closed · opens Tue 17:00'), and can still be opened to look at its menu.
 */
export function SearchResultCard({ restaurant }: { restaurant: RestaurantSummary }) {
  const closed = closedReason(restaurant);
  return (
    <CardLink to={`/detail/${encodeURIComponent(restaurant._id)}`}>
      <Image
        src={restaurant.imageUrl}
        srcSet={restaurant.imageSrcSet || undefined}
        sizes={IMAGE_SIZES}
        width={640}
        height={360}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <Details>
        <Name>{restaurant.restaurantName}</Name>
        {closed && <ClosedNote>{closed}</ClosedNote>}
        <Cuisines aria-label="Cuisines">
          {restaurant.cuisines.map((cuisine) => (
            <li key={cuisine}>{cuisine}</li>
          ))}
        </Cuisines>
        <Facts>
          <span>
            <ClockIcon />
            {restaurant.estimatedDeliveryTime} mins
          </span>
          <span>
            <BikeIcon />
            Delivery from {formatPrice(restaurant.deliveryPrice)}
          </span>
        </Facts>
      </Details>
    </CardLink>
  );
}
