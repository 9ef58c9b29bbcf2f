import { PageHeading } from '../../components/ui/page-heading';

export default function ManageRestaurantPage() {
  return <PageHeading>Manage Restaurant</PageHeading>;
}
