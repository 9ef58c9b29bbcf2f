import { PageHeading } from '../../components/ui/page-heading';

export default function UserProfilePage() {
  return <PageHeading>User Profile</PageHeading>;
}
