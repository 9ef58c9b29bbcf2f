import { PageHeading } from '../../components/ui/page-heading';

export default function RestaurantDetailPage() {
  return <PageHeading>Restaurant</PageHeading>;
}
