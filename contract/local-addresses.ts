/**
 * Where each process of the local system listens when nothing else is configured
 * (docs: README "Environment variables"). Production points the same variables elsewhere.
 */
export const LOCAL_ADDRESSES = {
  web: 'http://localhost:3000',
  api: 'http://localhost:7000',
  identity: 'http://localhost:4000',
  payments: 'http://localhost:4242',
} as const;

export type LocalProcess = keyof typeof LOCAL_ADDRESSES;

/** The variable that moves each local process to another port. */
export const PORT_VARIABLES = {
  web: 'WEB_PORT',
  api: 'API_PORT',
  identity: 'IDENTITY_PORT',
  payments: 'PAYMENTS_PORT',
} as const satisfies Record<LocalProcess, string>;

/** The identity settings the SPA is built with unless AUTH0_* variables say otherwise. */
export const LOCAL_IDENTITY = {
  clientId: 'forkful-web',
  audience: 'http://localhost:7000/api',
} as const;

/** The local addresses for the ports an environment names, and the API identifier they imply. */
export interface LocalSystem {
  ports: Record<LocalProcess, number>;
  /** Each process's address without a trailing slash, e.g. http://localhost:4100. */
  addresses: Record<LocalProcess, string>;
  /** The API identifier access tokens are issued for: the API's address plus /api. */
  audience: string;
}

type Env = Record<string, string | undefined>;

/**
 * The default addresses follow the ports: setting only IDENTITY_PORT=4100 moves the identity
 * provider's address everywhere it is used (the web build, the API, the provider itself).
 * IDENTITY_ISSUER, when set, is the provider's address. A port that is not a port number is
 * left at its default here; the server's configuration reports it.
 */
export function localSystem(env: Env = {}): LocalSystem {
  const entries = Object.entries(PORT_VARIABLES) as Array<[LocalProcess, string]>;
  const ports = Object.fromEntries(
    entries.map(([name, variable]) => [name, portFrom(env[variable], LOCAL_ADDRESSES[name])]),
  ) as Record<LocalProcess, number>;
  const at = (port: number) => `http://localhost:${port}`;
  const issuer = env.IDENTITY_ISSUER?.trim().replace(/\/+$/, '');
  const addresses = {
    web: at(ports.web),
    api: at(ports.api),
    identity: issuer || at(ports.identity),
    payments: at(ports.payments),
  };
  return { ports, addresses, audience: `${addresses.api}/api` };
}

function portFrom(raw: string | undefined, defaultAddress: string): number {
  const text = raw?.trim() ?? '';
  const port = Number(text);
  const valid = /^\d+$/.test(text) && port <= 65535;
  return valid ? port : Number(new URL(defaultAddress).port);
}

/** The entries of a comma-separated variable (WEB_ORIGIN's origins, SERVICES' names), trimmed. */
export function commaList(raw: string): string[] {
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}
