import { NUL_MESSAGE } from '@contract/text';
import { httpError } from '../plugins/errors.plugin';

/** An email the database can keep: PostgreSQL text cannot hold NUL. */
function storable(email: string): string {
  if (email.includes('\u0000')) throw httpError(400, `email: ${NUL_MESSAGE}`);
  return email;
}

/**
 * The caller's email as the identity provider knows it. The local provider puts it in the
 * access token; an Auth0 tenant without such an Action answers it from /userinfo, which
 * Auth0 access tokens for an API with `openid` scope may call.
 */
export async function emailOfIdentity(
  identity: { email?: string; accessToken: string },
  issuer: string,
): Promise<string> {
  if (identity.email) return storable(identity.email);
  const response = await fetch(new URL('userinfo', issuer), {
    headers: { authorization: `Bearer ${identity.accessToken}` },
  }).catch(() => undefined);
  const body = response?.ok ? ((await response.json()) as { email?: unknown }) : undefined;
  if (typeof body?.email !== 'string') {
    throw httpError(400, 'The identity provider did not tell the email of this account');
  }
  return storable(body.email);
}
