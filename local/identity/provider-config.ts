import type { Context } from 'koa';
import { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from './accounts';
import { findAccount } from './account-claims';
import type { ProviderStore } from './file-adapter';
import { clientMetadata, webOriginsCors } from './identity-clients';
import type { IdentityClient, TokenLifetimes } from './identity-options';
import { messageBody, sendPage, signOutBody } from './identity-pages';
import { showRefusedReturnTo } from './logout';
import { rotateRefreshTokenOnce } from './refresh-reuse';
import type { IdentityKeys } from './signing-keys';

/** The Auth0 paths the SDK and the API call, mapped onto oidc-provider's endpoints. */
export const AUTH0_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
  revocation: '/oauth/revoke',
} as const;

const DAY = 24 * 60 * 60;
const REFRESH_TOKEN_TTL = 14 * DAY;

type JwtCustomizer = NonNullable<
  NonNullable<NonNullable<Configuration['formats']>['customizers']>['jwt']
>;

export interface ProviderSetup {
  issuer: string;
  clients: IdentityClient[];
  audience: string;
  tokenLifetimes: TokenLifetimes;
  keys: IdentityKeys;
  accounts: AccountStore;
  store: Pick<ProviderStore, 'adapter' | 'consumeOnce'>;
}

/** The second audience of an API access token with `openid`, named as Auth0 names it. */
export function userinfoAudience(issuer: string): string {
  return `${issuer}${AUTH0_ROUTES.userinfo.slice(1)}`;
}

function resourceIndicators(audience: string, accessTokenTTL: number) {
  return {
    enabled: true,
    // The Auth0 SDK names the API with `audience`, never with RFC 8707 `resource`.
    defaultResource: (ctx: KoaContextWithOIDC, _client: unknown, oneOf?: readonly string[]) => {
      const requested = ctx.oidc.params?.audience;
      return typeof requested === 'string' ? requested : oneOf;
    },
    // Without this, a code or refresh grant with `openid` yields an opaque userinfo token.
    useGrantedResource: () => true,
    getResourceServerInfo: (_ctx: KoaContextWithOIDC, indicator: string) => {
      if (indicator !== audience) throw new errors.InvalidTarget();
      return {
        audience,
        scope: 'openid profile email offline_access',
        accessTokenFormat: 'jwt' as const,
        accessTokenTTL,
        jwt: { sign: { alg: 'RS256' as const } },
      };
    },
  };
}

function signedOutPage(ctx: KoaContextWithOIDC) {
  sendPage(
    ctx as Context,
    200,
    'Signed out',
    messageBody('You are signed out', 'You can close this page.'),
  );
}

function errorPage(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
  if (showRefusedReturnTo(ctx)) return;
  const text = out.error_description ?? out.error;
  sendPage(ctx as Context, ctx.status, 'Error', messageBody('Something went wrong', text));
}

/** Auth0's access tokens with `openid` may also call /userinfo: they carry its audience too. */
function addUserinfoAudience(issuer: string): JwtCustomizer {
  const userinfo = userinfoAudience(issuer);
  return (_ctx, token, jwt) => {
    if (token.kind !== 'AccessToken' || !token.scopes.has('openid')) return;
    const { aud } = jwt.payload;
    jwt.payload.aud = [...(Array.isArray(aud) ? aud : [aud]), userinfo];
  };
}

export function providerConfiguration(setup: ProviderSetup): Configuration {
  const { issuer, clients, audience, tokenLifetimes, keys, accounts, store } = setup;
  return {
    adapter: store.adapter,
    rotateRefreshToken: rotateRefreshTokenOnce(store),
    clients: clients.map(clientMetadata),
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: keys.cookieKeys },
    routes: AUTH0_ROUTES,
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { email: ['email', 'email_verified'], profile: ['name', 'nickname'] },
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    clientBasedCORS: webOriginsCors(clients),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    formats: { customizers: { jwt: addUserinfoAudience(issuer) } },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: resourceIndicators(audience, tokenLifetimes.accessToken),
      // The SDK's silent sign-in without refresh tokens: /authorize in a hidden iframe that
      // posts the code (or login_required) to the page that framed it.
      webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) =>
          sendPage(ctx as Context, 200, 'Signing out', signOutBody(form)),
        postLogoutSuccessSource: signedOutPage,
      },
    },
    ttl: {
      AccessToken: (_ctx, token) =>
        token.resourceServer?.accessTokenTTL ?? tokenLifetimes.accessToken,
      AuthorizationCode: 60,
      IdToken: tokenLifetimes.idToken,
      Interaction: 60 * 60,
      Grant: REFRESH_TOKEN_TTL,
      Session: REFRESH_TOKEN_TTL,
      // A rotated refresh token inherits what is left of the first one: a sign-in lasts 14 days.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL,
    },
    renderError: errorPage,
    // The API reads who is calling from the access token alone (an Auth0 tenant does the same
    // with an Action).
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findById(token.accountId);
      return account ? { email: account.email } : undefined;
    },
    findAccount: findAccount(accounts),
  };
}
