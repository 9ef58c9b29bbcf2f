import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
// The path aliases of tsconfig.json.
import { webpackAlias } from './build/path-aliases.cjs';
import {
  conditionNamesFor,
  productionTwinsOfDevelopmentBuilds,
} from './build/webpack/production-library-builds';
import {
  dropDisplayNames,
  noVendorPrefixer,
  staticNamespaceKeys,
} from './build/webpack/library-trims';
import { precompressedAssets } from './build/webpack/precompressed-assets';
import { MANIFEST_FILE, webAppManifestPlugin } from './build/webpack/web-app-manifest';
import { theme } from './src/theme/theme';
import { BRAND } from './contract/brand';
import { localSystem } from './contract/local-addresses';
import { webDistDir } from './local/web-dist-dir';
import {
  BUILD_PROFILE_KEY,
  BUILD_SETTINGS_FILE,
  buildSettingsFrom,
  type BuildProfile,
  type BuildSettings,
} from './contract/build-settings';

/** Library builds that call React (forwardRef, createContext, memo) at the top level unmarked. */
const UNANNOTATED_REACT_LIBRARIES =
  /[\\/]node_modules[\\/](react-router[\\/]dist[\\/]production|react-redux|react-hot-toast|styled-components|@reduxjs|@xstate|xstate)[\\/].*\.m?js$/;

/**
 * These builds call React.forwardRef and createContext at the top level without a pure
 * annotation, and react-router names its components with top-level statements, so unused
 * components (react-router's Form and all it calls) stay in the bundle. React's preset marks the
 * calls pure, library-trims.ts drops the name statements and a namespace read webpack needs a
 * runtime helper for; Terser does the rest (the quick profile's minifier does not, so it skips
 * this pass).
 */
const UNANNOTATED_LIBRARIES_RULE: webpack.RuleSetRule = {
  test: UNANNOTATED_REACT_LIBRARIES,
  use: {
    loader: 'babel-loader',
    options: {
      babelrc: false,
      configFile: false,
      presets: ['@babel/preset-react'],
      plugins: [dropDisplayNames, staticNamespaceKeys, noVendorPrefixer],
    },
  },
};

/** Settings fixed into the bundle at build time; each has a local default. */
const buildTimeSettings = buildSettingsFrom(process.env);

/** Replaces each `process.env.X` of the build settings, in the pages and in the service worker. */
const defineBuildSettings = () =>
  new webpack.DefinePlugin(
    Object.fromEntries(
      Object.entries(buildTimeSettings).map(([key, value]) => [
        `process.env.${key}`,
        JSON.stringify(value),
      ]),
    ),
  );

/**
 * What the service worker precaches, as paths in dist/: the app shell (the page, the scripts and
 * styles of every page, which are small and load lazily), the favicon, the manifest and the icon
 * notifications show. Not the hero's pictures, restaurant images (the API's) or source maps.
 */
const APP_SHELL_FILES = [
  /^index\.html$/,
  /^assets\/.+\.(js|css)$/,
  /^favicon\.svg$/,
  new RegExp(`^${MANIFEST_FILE.replace('.', '\\.')}$`),
  /^icons\/icon-192\.png$/,
];

/**
 * The service worker (src/service-worker/service-worker.ts), compiled by webpack beside the
 * pages into /sw.js: at the root, its scope is every page. The list of files to precache, with
 * their revisions, is written into it, so each build that changes a file changes sw.js and the
 * browser installs the new worker.
 */
function serviceWorker(): webpack.WebpackPluginInstance {
  return new InjectManifest({
    swSrc: './src/service-worker/service-worker.ts',
    swDest: 'sw.js',
    include: APP_SHELL_FILES,
    // Hashed names under assets/ change with their content: no revision to add.
    dontCacheBustURLsMatching: /^assets\//,
    // A child compilation of its own: the build settings (the API's origin) are defined again.
    webpackCompilationPlugins: [defineBuildSettings()],
  });
}

/**
 * Writes dist/build-settings.json with the bundle, so `npm start` can tell a dist/ built with
 * other settings or as a quick build (local/build-if-stale.ts). Emitted only when the build emits.
 */
function recordBuildSettings(
  settings: BuildSettings,
  profile: BuildProfile,
): webpack.WebpackPluginInstance {
  const name = 'RecordBuildSettings';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
        compilation.hooks.processAssets.tap({ name, stage }, () => {
          const record = { ...settings, [BUILD_PROFILE_KEY]: profile };
          const json = `${JSON.stringify(record, null, 2)}\n`;
          compilation.emitAsset(BUILD_SETTINGS_FILE, new webpack.sources.RawSource(json));
        });
      });
    },
  };
}

/**
 * What the quick profile changes (contract/build-settings.ts, BuildProfile): a third of the
 * release build's time on two cores, for a bundle about a quarter larger (measured in
 * docs/performance.md, "First start"). esbuild minifies instead of Terser (Terser's two passes are
 * half the release build's time; its tree-shaking is what the library pass below feeds), no
 * precompressed files are written (zopfli and brotli at their best take a quarter of it: the web
 * server compresses each file as it sends it), and no source maps.
 */
function quickMinifier(): webpack.WebpackPluginInstance {
  return new MinimizerPlugin({
    minify: MinimizerPlugin.esbuildMinify,
    minimizerOptions: { target: 'es2020' },
  });
}

export default (env: { quick?: boolean }, argv: { mode?: string }): webpack.Configuration => {
  const production = argv.mode !== 'development';
  const profile: BuildProfile = env.quick ? 'quick' : 'release';
  const release = production && profile === 'release';
  const devServer: DevServerConfiguration = {
    port: localSystem(process.env).ports.web,
    historyApiFallback: true,
    hot: true,
  };
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: webDistDir(__dirname),
      publicPath: '/',
      // Eight hex digits tell a file's versions apart; each one more is a byte of every page's
      // first visit, as the runtime lists every chunk's hash.
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Ids, not names: the runtime lists every chunk's file name on every page (bench:bundle
      // labels the files with their chunk names).
      chunkFilename: production ? 'assets/[id].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      // Every file written on every build, unchanged or not: `npm start` tells a stale dist/ by
      // index.html being older than a source, and a build that left it as it was (a change
      // that moves no hash) would otherwise be made again on every start.
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        ...webpackAlias,
        // @xstate/react imports the shim for React before 18, which carries its own copy of the
        // hook and uses React's where React has one; React 19 does, and the plain entry points
        // are React's hook and the selector wrapper react-redux already brings.
        'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
        // A file, not the package name: enhanced-resolve skips an alias whose target starts
        // with the request it replaces, so the name would leave the shim in place.
        'use-sync-external-store/shim$': require.resolve('use-sync-external-store'),
      },
      conditionNames: conditionNamesFor(production),
      plugins: production ? [productionTwinsOfDevelopmentBuilds] : [],
    },
    // The quick build goes without: its maps are a tenth of its time (docs/performance.md).
    devtool: release ? 'source-map' : production ? false : 'eval-cheap-module-source-map',
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // Babel's env follows the mode (NODE_ENV is unset here): production JSX, no dev checks.
          use: {
            loader: 'babel-loader',
            options: { envName: production ? 'production' : 'development' },
          },
        },
        ...(release ? [UNANNOTATED_LIBRARIES_RULE] : []),
        // The contract's modules only declare (schemas, constants, functions): one whose exports
        // the page does not use is left out, with its top-level calls (the build settings'
        // local defaults).
        { test: /[\\/]contract[\\/][^\\/]+\.ts$/, sideEffects: false },
        { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      defineBuildSettings(),
      recordBuildSettings(buildTimeSettings, profile),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        brand: BRAND,
        // The pages ask the API as soon as they load: the connection (DNS, TCP, TLS) is made
        // while the scripts load. crossorigin: the API is fetched in CORS mode without cookies.
        apiOrigin: new URL(buildTimeSettings.API_BASE_URL).origin,
        themeColor: theme.colors.brandStrong,
      }),
      webAppManifestPlugin(
        {
          name: BRAND,
          themeColor: theme.colors.brandStrong,
          backgroundColor: theme.colors.surfaceMuted,
        },
        path.resolve(__dirname, 'public'),
      ),
      // Only where the pages register it (src/app/installability.ts): not in
      // development, whose rebuilds would each install a new worker.
      ...(production ? [serviceWorker()] : []),
      ...(release ? precompressedAssets() : []),
      ...(production ? [] : [new ReactRefreshPlugin()]),
    ],
    optimization: {
      moduleIds: 'deterministic',
      // No runtime chunk of its own: with one entry it is one more file on every first visit.
      // Terser may write ES2020 (the browserslist targets only current browsers); two passes as
      // webpack's default.
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 2 } } },
      ...(release ? {} : { minimizer: [quickMinifier()] }),
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The toast library: one chunk, whether the toaster (src/app/toaster-slot.tsx), the
          // first toast (src/lib/toast-soon.ts) or a page for signed-in users loads it.
          toaster: {
            test: /[\\/]node_modules[\\/](react-hot-toast|goober)[\\/]/,
            name: 'toasts',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: production ? 'warning' : false },
    devServer,
  };
};
