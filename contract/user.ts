import { z } from 'zod';
import { requiredText } from './text';

/**
 * What a user may change about themselves (SPEC §5 profile form). The same rules check the
 * profile form, the delivery-details form at checkout and PUT /api/my/user.
 */
export const userProfileSchema = z.object({
  name: requiredText('Name is required'),
  addressLine1: requiredText('Address Line 1 is required'),
  city: requiredText('City is required'),
  country: requiredText('Country is required'),
});

export type UserProfile = z.infer<typeof userProfileSchema>;

/** A user as the API answers it. The email comes from the identity and is read-only. */
export interface User extends UserProfile {
  _id: string;
  auth0Id: string;
  email: string;
}
