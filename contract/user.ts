import { z } from 'zod';
import { answerId } from './answer-fields';
import { requiredText } from './text';

/**
 * What a user may change about themselves (the profile form). The same rules check the
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
export const userSchema = z
  .strictObject({
    _id: answerId(),
    auth0Id: z.string().meta({ description: "The identity provider's subject (`sub`)." }),
    email: z.string(),
    // Empty until the profile is first saved.
    name: z.string(),
    addressLine1: z.string(),
    city: z.string(),
    country: z.string(),
  })
  .meta({
    id: 'User',
    examples: [
      {
        _id: '4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        auth0Id: 'auth0|6571f0c2a1b2c3d4e5f60718',
        email: 'ann@example.com',
        name: 'Ann Lee',
        addressLine1: '1 High Street',
        city: 'London',
        country: 'United Kingdom',
      },
    ],
  });

export type User = z.infer<typeof userSchema>;
