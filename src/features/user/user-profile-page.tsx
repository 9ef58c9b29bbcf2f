import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { UserProfile } from '@contract/user';
import { useGetMyUserQuery, useUpdateMyUserMutation } from '@/api/user.api';
import { PageHeading } from '@/components/ui/page-heading';
import { ProfileForm } from '@/forms/profile-form';
import { errorText } from '@/api/error-text';
import { Card, StatusText } from './user-profile-page.styles';

const TITLE = 'User Profile';
export const FETCH_USER_FAILED = 'Failed to fetch user';

// The page keeps its heading while there is no form to carry it.
function PageStatus({ text }: { text: string }) {
  return (
    <Card>
      <PageHeading>{TITLE}</PageHeading>
      <StatusText role="status">{text}</StatusText>
    </Card>
  );
}

/** /user-profile: the signed-in user's name and address, saved with PUT. */
export default function UserProfilePage() {
  const { data: user, error, isLoading } = useGetMyUserQuery();
  const [updateMyUser, { isLoading: isSaving }] = useUpdateMyUserMutation();

  useEffect(() => {
    if (!error) return;
    // The id keeps StrictMode's repeated effect from stacking a second toast.
    toast.error(`${FETCH_USER_FAILED}: ${errorText(error)}`, { id: FETCH_USER_FAILED });
  }, [error]);

  const save = async (profile: UserProfile) => {
    try {
      await updateMyUser(profile).unwrap();
      toast.success('User profile updated!');
    } catch {
      toast.error('Failed to update user');
    }
  };

  if (isLoading) return <PageStatus text="Loading..." />;
  if (!user) return <PageStatus text="Unable to load user profile" />;
  return (
    <Card>
      <ProfileForm user={user} onSave={save} isSaving={isSaving} title={TITLE} titleAs="h1" />
    </Card>
  );
}
