import webpack from 'webpack';
import config from '../../../webpack.config';

/** `npm start`'s build (`--env start`) against `npm run build`'s (bench:bundle measures that one). */
describe('the build npm start makes', () => {
  const hasProgress = (built: webpack.Configuration) =>
    (built.plugins ?? []).some((plugin) => plugin instanceof webpack.ProgressPlugin);

  it('is the production build without source maps, printing its progress', () => {
    const start = config({ start: true }, { mode: 'production' });
    const build = config({}, { mode: 'production' });
    expect(start.devtool).toBe(false);
    expect(hasProgress(start)).toBe(true);
    expect(build.devtool).toBe('source-map');
    expect(hasProgress(build)).toBe(false);
    // Everything else is the same build: the same bundle reaches the browser.
    const rest = ({ devtool: _devtool, plugins: _plugins, ...others }: webpack.Configuration) =>
      JSON.stringify(others);
    expect(rest(start)).toEqual(rest(build));
    expect(start.plugins?.length).toBe((build.plugins?.length ?? 0) + 1);
  });

  it('leaves the development build as it is', () => {
    const dev = config({ start: true }, { mode: 'development' });
    expect(dev.devtool).toBe('eval-cheap-module-source-map');
    expect(hasProgress(dev)).toBe(false);
  });
});
