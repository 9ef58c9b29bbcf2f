import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { userProfileSchema, type UserProfile } from '@contract/user';
// Loaded with the pages that validate with zod, rather than with every page's first load.
import '../lib/validation-without-eval';
import { Button } from '../components/ui/button';
import { Actions, AddressRow, Description, Form, Title } from './profile-form.styles';
import { TextField } from './text-field';

/** What the form starts from: the user's email and whatever profile they have so far. */
export type ProfileFormUser = { email: string } & Partial<UserProfile>;

export interface ProfileFormProps {
  user: ProfileFormUser;
  /** Receives the valid, trimmed profile; while its promise is pending the form is busy. */
  onSave: (profile: UserProfile) => unknown;
  /** Busy from outside (a request the caller tracks): the form cannot be sent again meanwhile. */
  isSaving?: boolean;
  title?: string;
  description?: string;
  submitLabel?: string;
  /** The title's heading level: a page's main heading, or a dialog's. */
  titleAs?: 'h1' | 'h2';
  /** The title's id, for a dialog that is labelled by it. */
  titleId?: string;
}

function profileOf(user: ProfileFormUser): UserProfile {
  return {
    name: user.name ?? '',
    addressLine1: user.addressLine1 ?? '',
    city: user.city ?? '',
    country: user.country ?? '',
  };
}

/**
 * The user's name and address with their email shown read-only. The profile page and the checkout's
 * delivery details both use it, with their own title and button.
 */
export function ProfileForm({
  user,
  onSave,
  isSaving = false,
  title = 'User Profile',
  description = 'View and change your profile information here',
  submitLabel = 'Submit',
  titleAs = 'h2',
  titleId,
}: ProfileFormProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(userProfileSchema),
    // Follows the server's data: after a save, the stored (trimmed) values come back in.
    values: profileOf(user),
  });
  const busy = isSaving || isSubmitting;

  const save = async (profile: UserProfile) => {
    if (inFlight.current || isSaving) return;
    inFlight.current = true;
    try {
      await onSave(profile);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form noValidate aria-labelledby={headingId} onSubmit={(event) => handleSubmit(save)(event)}>
      <div>
        <Title as={titleAs} id={headingId}>
          {title}
        </Title>
        <Description>{description}</Description>
      </div>
      <TextField label="Email" type="email" value={user.email} disabled readOnly />
      <TextField
        label="Name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <AddressRow>
        <TextField
          label="Address Line 1"
          autoComplete="address-line1"
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </AddressRow>
      <Actions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Loading...' : submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
