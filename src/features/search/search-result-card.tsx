import type { RestaurantSummary } from '@/api/search.api';
import { ClockIcon, BikeIcon } from '@/components/ui/icons';
import { formatPrice } from '@/lib/money';
import { deliveryMinutesOf } from '@/lib/delivery-time';
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

/**
 * The image's shown width, from the layout: the page is at most 1200px with 24px gutters (16px
 * below md), the results column leaves 240px + 40px to the filters from lg, and the card (8px
 * padding) gives its image 2/5 of what its 16px gap leaves from md; below md it is full width.
 */
const IMAGE_SIZES = [
  '(min-width: 1200px) 336px',
  '(min-width: 1024px) calc(40vw - 144px)',
  '(min-width: 768px) calc(40vw - 32px)',
  'calc(100vw - 48px)',
].join(', ');

export interface SearchResultCardProps {
  restaurant: RestaurantSummary;
  /** The first result is in view when the page opens: its image is fetched first. */
  priority: boolean;
}

/**
 * One restaurant of the results, linking to its page; one that takes no orders now says why
 * ('Closed · opens Tue 17:00'), and can still be opened to look at its menu.
 */
export function SearchResultCard({ restaurant, priority }: SearchResultCardProps) {
  const closed = closedReason(restaurant);
  return (
    <CardLink to={`/detail/${encodeURIComponent(restaurant._id)}`}>
      <Image
        src={restaurant.imageUrl}
        srcSet={restaurant.imageSrcSet}
        avifSrcSet={restaurant.imageSrcSetAvif}
        sizes={IMAGE_SIZES}
        width={640}
        height={360}
        alt=""
        priority={priority}
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
            {deliveryMinutesOf(restaurant)} mins
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
