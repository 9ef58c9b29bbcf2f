import { LOCAL_IDENTITY, localSystem } from './local-addresses';

/**
 * The environment variables fixed into the web app when it is built (webpack's DefinePlugin
 * replaces each `process.env.X` in src/). The one list: the webpack config defines these and
 * `npm start` rebuilds dist/ when they differ from the recorded ones.
 */
export type BuildSettings = Record<
  'API_BASE_URL' | 'AUTH0_DOMAIN' | 'AUTH0_CLIENT_ID' | 'AUTH0_AUDIENCE',
  string
>;

/** The file in dist/ that records the settings the build in it was made with, and its profile. */
export const BUILD_SETTINGS_FILE = 'build-settings.json';

/**
 * How a build is made. 'release' (`npm run build`): Terser's smallest output and every file
 * precompressed, the build that is deployed and measured. 'quick': what `npm start` makes when
 * dist/ is missing or stale, in half the time: esbuild's minifier, and files compressed by the web
 * server as they are sent. dist/ records its profile under this key, beside the settings.
 */
export type BuildProfile = 'release' | 'quick';
export const BUILD_PROFILE_KEY = 'WEB_BUILD';

/** The build `npm start` makes when it must: WEB_BUILD=release asks for the release build. */
export function buildProfileFrom(env: Record<string, string | undefined>): BuildProfile {
  return env[BUILD_PROFILE_KEY]?.trim().toLowerCase() === 'release' ? 'release' : 'quick';
}

/**
 * The build settings an environment gives; an unset or blank variable means its default, and the
 * defaults that name a port follow the port variables (IDENTITY_PORT=4100 → AUTH0_DOMAIN
 * http://localhost:4100), as the servers' own defaults do.
 */
export function buildSettingsFrom(env: Record<string, string | undefined>): BuildSettings {
  const local = localSystem(env);
  const defaults: BuildSettings = {
    API_BASE_URL: local.addresses.api,
    AUTH0_DOMAIN: local.addresses.identity,
    AUTH0_CLIENT_ID: LOCAL_IDENTITY.clientId,
    AUTH0_AUDIENCE: local.audience,
  };
  const entries = Object.entries(defaults).map(([name, fallback]) => [
    name,
    env[name]?.trim() || fallback,
  ]);
  return Object.fromEntries(entries) as BuildSettings;
}

/** The settings of a build made with nothing set: the local system on its usual ports. */
export const BUILD_SETTING_DEFAULTS: BuildSettings = buildSettingsFrom({});
