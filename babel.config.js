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
      [
        'babel-plugin-styled-components',
        // The app renders in the browser only: a production build needs no component ids for
        // server rendering (styled-components numbers its components as they are created).
        {
          displayName: !api.env('production'),
          ssr: !api.env('production'),
          transpileTemplateLiterals: false,
          pure: true,
        },
      ],
      ...(isDevServer ? ['react-refresh/babel'] : []),
    ],
  };
};
