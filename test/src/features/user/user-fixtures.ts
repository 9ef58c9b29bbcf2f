import type { User } from '@contract/user';

/** A signed-in customer whose profile is filled in: it prefills the delivery details. */
export const ADA: User = {
  _id: 'u1',
  auth0Id: 'auth0|test-user',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  addressLine1: '12 St James Square',
  city: 'London',
  country: 'United Kingdom',
};
