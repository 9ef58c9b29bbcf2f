// One Babel setup for the web build and for Jest. Jest runs on Node, so it gets Node as its target.
module.exports = (api) => {
  const isTest = api.env('test');
  const isDevServer = api.env('development') && process.env.WEBPACK_SERVE === 'true';
  return {
    presets: [
      ['@babel/preset-env', isTest ? { targets: { node: 'current' } } : { bugfixes: true }],
      ['@babel/preset-react', { runtime: 'automatic', development: !api.env('production') }],
      '@babel/preset-typescript',
    ],
    plugins: [
      ['babel-plugin-styled-components', { displayName: !api.env('production'), pure: true }],
      ...(isDevServer ? ['react-refresh/babel'] : []),
    ],
  };
};
