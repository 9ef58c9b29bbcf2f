import { errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { ProviderStore } from './file-adapter';

/** What oidc-provider does on a reused refresh token: every token of its grant goes. */
async function revokeGrant(ctx: KoaContextWithOIDC, grantId: string): Promise<void> {
  const { provider } = ctx.oidc;
  await Promise.all([
    provider.AccessToken.revokeByGrantId(grantId),
    provider.RefreshToken.revokeByGrantId(grantId),
    provider.AuthorizationCode.revokeByGrantId(grantId),
    provider.Grant.adapter.destroy(grantId),
  ]);
  provider.emit('grant.revoked', ctx, grantId);
}

/**
 * oidc-provider's `rotateRefreshToken`: every refresh rotates (the clients are public), and the
 * rotated token is claimed in one step of the store. oidc-provider checks `consumed` on the token
 * it read at the start of the request, so two requests with one token can both pass that check;
 * the claim lets only the first go on, and the second is treated as the reuse it is: the grant is
 * revoked and the request refused, as a later reuse would be.
 */
export function rotateRefreshTokenOnce(store: Pick<ProviderStore, 'consumeOnce'>) {
  return async (ctx: KoaContextWithOIDC): Promise<boolean> => {
    const token = ctx.oidc.entities.RefreshToken;
    if (!token?.jti) return true;
    if (await store.consumeOnce('RefreshToken', token.jti)) return true;
    if (token.grantId) await revokeGrant(ctx, token.grantId);
    throw new errors.InvalidGrant('refresh token already used');
  };
}
