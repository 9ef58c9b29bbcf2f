import type { User, UserProfile } from '@contract/user';
import * as userPaths from '@contract/user.paths';
import { api } from './api';
import { requestOf } from './route-path';

/** The body of createMyUser (docs/api.md); the server takes both from the token instead. */
export interface CreateUserRequest {
  auth0Id: string;
  email: string;
}

/** The signed-in user's own record (docs/api.md). */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyUser: build.query<User, void>({
      query: () => requestOf(userPaths.getMyUser),
      providesTags: ['User'],
    }),
    // A GET that ran before the record existed answered 404; creating it makes that stale.
    createMyUser: build.mutation<User, CreateUserRequest>({
      query: (body) => ({ ...requestOf(userPaths.createMyUser), body }),
      invalidatesTags: ['User'],
    }),
    updateMyUser: build.mutation<User, UserProfile>({
      query: (body) => ({ ...requestOf(userPaths.updateMyUser), body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetMyUserQuery, useCreateMyUserMutation, useUpdateMyUserMutation } = userApi;
