import { PageHeading } from '../../components/ui/page-heading';

export default function OrderStatusPage() {
  return <PageHeading>Order Status</PageHeading>;
}
