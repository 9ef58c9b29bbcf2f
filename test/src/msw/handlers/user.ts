import { http, type RequestHandlerOptions } from 'msw';
import { answering, type Reply } from '../answer';
import { apiUrl } from '../server';

const MY_USER = apiUrl('/api/my/user');

/** GET /api/my/user: the signed-in user's record. */
export const getMyUser = (reply: Reply, options?: RequestHandlerOptions) =>
  http.get(MY_USER, answering(reply), options);

/** POST /api/my/user: the record made for a user signing in. */
export const createMyUser = (reply: Reply, options?: RequestHandlerOptions) =>
  http.post(MY_USER, answering(reply), options);

/** PUT /api/my/user: the profile saved. */
export const updateMyUser = (reply: Reply, options?: RequestHandlerOptions) =>
  http.put(MY_USER, answering(reply), options);
