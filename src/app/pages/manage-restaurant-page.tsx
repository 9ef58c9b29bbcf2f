import { Tabs } from '@/components/tabs/tabs';
import { PageHeading } from '@/components/ui/page-heading';
import { LazyInsightsTab } from '@/features/insights/lazy-insights-tab';
import { ManageRestaurantPanel } from '@/features/my-restaurant/manage-restaurant-panel';
import { OrdersTab } from '@/features/orders/owner/orders-tab';

const TABS = [
  { label: 'Orders', content: <OrdersTab /> },
  { label: 'Manage Restaurant', content: <ManageRestaurantPanel /> },
  { label: 'Insights', content: <LazyInsightsTab />, deferred: true },
] as const;

/**
 * The owner's page, composed of three features: the Orders tab first, then the restaurant form,
 * then the Insights tab (its code loaded when first opened).
 */
export default function ManageRestaurantPage() {
  return (
    <>
      <PageHeading>Manage Restaurant</PageHeading>
      <Tabs label="Restaurant management" items={TABS} />
    </>
  );
}
