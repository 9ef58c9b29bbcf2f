import { LOCAL_ADDRESSES, LOCAL_IDENTITY } from './local-addresses';

/**
 * The environment variables fixed into the web app when it is built (webpack's DefinePlugin
 * replaces each `process.env.X` in src/), each with its local default. The one list: the webpack
 * config defines these and `npm start` rebuilds dist/ when they differ from the recorded ones.
 */
export const BUILD_SETTING_DEFAULTS = {
  API_BASE_URL: LOCAL_ADDRESSES.api,
  AUTH0_DOMAIN: LOCAL_ADDRESSES.identity,
  AUTH0_CLIENT_ID: LOCAL_IDENTITY.clientId,
  AUTH0_AUDIENCE: LOCAL_IDENTITY.audience,
} as const;

export type BuildSettings = Record<keyof typeof BUILD_SETTING_DEFAULTS, string>;

/** The file in dist/ that records the settings the build in it was made with. */
export const BUILD_SETTINGS_FILE = 'build-settings.json';

/** The build settings an environment gives; an unset or blank variable means its default. */
export function buildSettingsFrom(env: Record<string, string | undefined>): BuildSettings {
  const entries = Object.entries(BUILD_SETTING_DEFAULTS).map(([name, fallback]) => [
    name,
    env[name]?.trim() || fallback,
  ]);
  return Object.fromEntries(entries) as BuildSettings;
}
