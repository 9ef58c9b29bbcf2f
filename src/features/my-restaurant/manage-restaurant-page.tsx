import styled from 'styled-components';
import { PageHeading } from '../../components/ui/page-heading';
import { ManageRestaurantPanel } from './manage-restaurant-panel';
import { Tabs } from './tabs';

const EmptyState = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const TABS = [
  {
    label: 'Orders',
    content: <EmptyState>Orders placed with your restaurant will show here.</EmptyState>,
  },
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
