import { Tabs } from '@/components/tabs/tabs';
import { PageHeading } from '@/components/ui/page-heading';
import { ManageRestaurantPanel } from '@/features/my-restaurant/manage-restaurant-panel';
import { OrdersTab } from '@/features/orders/owner/orders-tab';

const TABS = [
  { label: 'Orders', content: <OrdersTab /> },
  { label: 'Manage Restaurant', content: <ManageRestaurantPanel /> },
] as const;

/**
 * The owner's page, composed of two features: the Orders tab first, then the restaurant form.
 */
export default function ManageRestaurantPage() {
  return (
    <>
      <PageHeading>Manage Restaurant</PageHeading>
      <Tabs label="Restaurant management" items={TABS} />
    </>
  );
}
