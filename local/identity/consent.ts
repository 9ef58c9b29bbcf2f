import type { Context } from 'koa';
import { errors, type Interaction, type Provider } from 'oidc-provider';

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/**
 * Every client of this provider is the product's own app, so whatever it asks for (including
 * `offline_access` and the API audience) is granted without a consent screen, as Auth0 does for
 * first-party applications. Returns where the browser goes next.
 */
export async function grantFirstPartyConsent(
  ctx: Context,
  provider: Provider,
  interaction: Interaction,
): Promise<string> {
  const { session, params, grantId, prompt } = interaction;
  if (!session) throw new errors.SessionNotFound('consent asked before sign-in');
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  const grant =
    existing ??
    new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
  const details = prompt.details as ConsentDetails;
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const savedGrantId = await grant.save();
  const consent = existing ? {} : { grantId: savedGrantId };
  return provider.interactionResult(
    ctx.req,
    ctx.res,
    { consent },
    { mergeWithLastSubmission: true },
  );
}
