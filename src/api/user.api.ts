import type { User, UserProfile } from '@contract/user';
import { api } from './api';

/** The body of POST /api/my/user (docs/api.md); the server takes both from the token instead. */
export interface CreateUserRequest {
  auth0Id: string;
  email: string;
}

const MY_USER = '/api/my/user';

/** The signed-in user's own record (docs/api.md). */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyUser: build.query<User, void>({
      query: () => MY_USER,
      providesTags: ['User'],
    }),
    // A GET that ran before the record existed answered 404; creating it makes that stale.
    createMyUser: build.mutation<User, CreateUserRequest>({
      query: (body) => ({ url: MY_USER, method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    updateMyUser: build.mutation<User, UserProfile>({
      query: (body) => ({ url: MY_USER, method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetMyUserQuery, useCreateMyUserMutation, useUpdateMyUserMutation } = userApi;
