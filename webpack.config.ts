import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
// The path aliases of tsconfig.json.
import { webpackAlias } from './scripts/path-aliases.cjs';
import {
  conditionNamesFor,
  productionTwinsOfDevelopmentBuilds,
} from './scripts/webpack/production-library-builds';
import { BRAND } from './contract/brand';
import { localSystem } from './contract/local-addresses';
import {
  BUILD_SETTINGS_FILE,
  buildSettingsFrom,
  type BuildSettings,
} from './contract/build-settings';

/** Settings fixed into the bundle at build time; each has a local default. */
const buildTimeSettings = buildSettingsFrom(process.env);

/**
 * Writes dist/build-settings.json with the bundle, so `npm start` can tell a dist/ built with
 * other settings (server/build-if-stale.ts). Emitted only when the build emits.
 */
function recordBuildSettings(settings: BuildSettings): webpack.WebpackPluginInstance {
  const name = 'RecordBuildSettings';
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
        compilation.hooks.processAssets.tap({ name, stage }, () => {
          const json = `${JSON.stringify(settings, null, 2)}\n`;
          compilation.emitAsset(BUILD_SETTINGS_FILE, new webpack.sources.RawSource(json));
        });
      });
    },
  };
}

export default (_env: unknown, argv: { mode?: string }): webpack.Configuration => {
  const production = argv.mode !== 'development';
  const devServer: DevServerConfiguration = {
    port: localSystem(process.env).ports.web,
    historyApiFallback: true,
    hot: true,
  };
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: webpackAlias,
      conditionNames: conditionNamesFor(production),
      plugins: production ? [productionTwinsOfDevelopmentBuilds] : [],
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
        { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries(buildTimeSettings).map(([key, value]) => [
            `process.env.${key}`,
            JSON.stringify(value),
          ]),
        ),
      ),
      recordBuildSettings(buildTimeSettings),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        brand: BRAND,
        // The pages ask the API as soon as they load: the connection (DNS, TCP, TLS) is made
        // while the scripts load. crossorigin: the API is fetched in CORS mode without cookies.
        apiOrigin: new URL(buildTimeSettings.API_BASE_URL).origin,
      }),
      ...(production ? [] : [new ReactRefreshPlugin()]),
    ],
    optimization: {
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: { chunks: 'all' },
    },
    performance: { hints: production ? 'warning' : false },
    devServer,
  };
};
