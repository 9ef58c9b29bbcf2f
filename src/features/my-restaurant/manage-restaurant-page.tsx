import { PageHeading } from '@/components/ui/page-heading';
import { ManageRestaurantPanel } from './manage-restaurant-panel';
import { OrdersTab } from '../orders/owner/orders-tab';
import { Tabs } from './tabs';

const TABS = [
  { label: 'Orders', content: <OrdersTab /> },
  { label: 'Manage Restaurant', content: <ManageRestaurantPanel /> },
] as const;

/** The owner's page (SPEC §2): the Orders tab first, then the restaurant form. */
export default function ManageRestaurantPage() {
  return (
    <>
      <PageHeading>Manage Restaurant</PageHeading>
      <Tabs label="Restaurant management" items={TABS} />
    </>
  );
}
