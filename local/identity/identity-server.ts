import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { Provider } from 'oidc-provider';
import { accountClaims } from './account-claims';
import { createAccountStore } from './accounts';
import { apiTokenUserinfo } from './api-token-userinfo';
import { auth0Compat } from './auth0-compat';
import { openProviderStore } from './file-adapter';
import { assetRoutes } from './identity-assets';
import type { IdentityServerOptions } from './identity-options';
import { interactionRoutes } from './interaction.routes';
import { removeLeftoverTempFiles } from '../shared/json-file';
import { AUTH0_ROUTES, providerConfiguration, userinfoAudience } from './provider-config';
import { loadOrCreateKeys } from './signing-keys';
import {
  closeServerGracefully,
  HTTP_SERVER_OPTIONS,
  trackConnections,
  type CloseOptions,
} from '@server/running-server';

export { identityOptionsFromEnv } from './identity-options';
export type { IdentityClient, IdentityServerOptions } from './identity-options';

export interface IdentityServer {
  /** The issuer without its trailing slash, e.g. http://localhost:4000. */
  url: string;
  close(options?: CloseOptions): Promise<void>;
}

function listen(server: Server, port: number, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function stopListening(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

function checkOptions({ issuer, clients }: IdentityServerOptions): void {
  // The Auth0 SDK compares the ID token's issuer with `${domain}/`.
  if (!issuer.endsWith('/')) throw new Error(`The issuer must end with "/": ${issuer}`);
  if (clients.length === 0) throw new Error('The identity provider needs at least one client');
  const withoutOrigin = clients.find((client) => client.webOrigins.length === 0);
  if (withoutOrigin) throw new Error(`Client ${withoutOrigin.clientId} needs a web origin`);
}

/**
 * Starts the local OpenID Connect provider that stands in for Auth0: the SDK's endpoints,
 * a sign-in page that also registers new emails, and state kept in `options.dataDir`.
 */
export async function startIdentityServer(options: IdentityServerOptions): Promise<IdentityServer> {
  checkOptions(options);
  const clients = options.clients.map((client) => ({
    ...client,
    webOrigins: client.webOrigins.map((origin) => origin.replace(/\/+$/, '')),
  }));
  await removeLeftoverTempFiles(options.dataDir);
  const keys = await loadOrCreateKeys(options.dataDir);
  const accounts = createAccountStore(options.dataDir);
  const store = await openProviderStore(path.join(options.dataDir, 'provider'));
  const config = providerConfiguration({ ...options, clients, keys, accounts, store });
  const provider = new Provider(options.issuer, config);
  provider.on('server_error', (_ctx, error) => console.error('identity provider error', error));
  provider.use(assetRoutes());
  provider.use(
    auth0Compat(provider, {
      authorize: AUTH0_ROUTES.authorization,
      logout: AUTH0_ROUTES.end_session,
    }),
  );
  provider.use(
    apiTokenUserinfo({
      provider,
      path: AUTH0_ROUTES.userinfo,
      userinfoAudience: userinfoAudience(options.issuer),
      signingKey: keys.signingKey,
      claimsOf: accountClaims(accounts),
    }),
  );
  provider.use(interactionRoutes(provider, accounts, clients[0].webOrigins[0]));
  const server = createServer(HTTP_SERVER_OPTIONS, provider.callback());
  trackConnections(server);
  await listen(server, options.port, options.host).catch((error: unknown) => {
    store.close();
    throw error;
  });
  return {
    url: options.issuer.replace(/\/$/, ''),
    // Stopped last (after the API, which calls it while answering), the same graceful way.
    close: (closeOptions) =>
      closeServerGracefully(server, () => stopListening(server), closeOptions).finally(() =>
        store.close(),
      ),
  };
}
