// Lint rules, including the one-way import boundaries of the layout:
// shared layers never import features, a feature never imports another feature or the app,
// machines stay free of React and the network, and the web and the server meet only in contract/.
// server/ is the API alone: the local stand-ins (local/) import it where they must, never the
// reverse, and each stand-in shares only local/shared with the others.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The stand-ins `npm start` runs beside the API; local/'s own files and supervisor/ compose them. */
const standIns = ['identity', 'payments', 'web', 'demo'];

const zones = [
  {
    target: './contract',
    from: ['./src', './server', './local', './machines'],
    message: 'contract/ is shared by web and server and depends on neither.',
  },
  {
    target: './machines',
    from: ['./src', './server', './local'],
    message: 'Machines are pure: effects are provided by the views.',
  },
  {
    target: './src',
    from: ['./server', './local'],
    message: 'The SPA talks to the server over HTTP only.',
  },
  {
    target: ['./server', './local'],
    from: ['./src', './machines'],
    message: 'The server does not import the SPA.',
  },
  {
    target: ['./src', './machines', './contract', './server', './local'],
    from: ['./test', './bench', './build', './scripts'],
    message: 'What runs imports nothing from the tests, the benchmarks or the build tools.',
  },
  {
    target: './server',
    from: './local',
    message:
      'server/ imports nothing from local/: the local start-up passes in what the API runs (e.g. the demo seeding).',
  },
  {
    target: './local',
    from: './server/api',
    message:
      "The local stand-ins share nothing with the API's internals: a value both need belongs in contract/.",
  },
  ...standIns.map((standIn) => ({
    target: `./local/${standIn}`,
    from: './local',
    except: [`./${standIn}`, './shared'],
    message:
      'A stand-in does not import another one, nor the start-up: share through local/shared, or compose the two in the start-up.',
  })),
  {
    target: './local/shared',
    from: './local',
    except: ['./shared'],
    message: 'local/shared imports nothing from the stand-ins it serves.',
  },
  {
    target: [
      './src/components',
      './src/lib',
      './src/theme',
      './src/api',
      './src/store',
      './src/forms',
    ],
    from: ['./src/features', './src/app'],
    message: 'Shared layers import nothing from features.',
  },
  // Each feature stands alone. What several use lives in a shared layer; a page that puts
  // features together lives in src/app, which imports them.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: share through a shared layer, or compose the two in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app: src/app composes them.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', '.data', 'test-results', 'coverage', 'node_modules', 'server/db/migrations'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // Without a resolver, extensionless imports ('../app/brand') resolve to nothing and
      // no-restricted-paths silently lets them through. The TypeScript resolver reads
      // tsconfig.json ('Bundler' resolution) and finds .ts/.tsx as well as explicit .mjs/.js;
      // the Node resolver is the fallback for anything it does not claim.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` }),
        createNodeResolver(),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // The Auth0 SDK loads lazily inside src/auth; the rest of the SPA reads the session via useAuth().
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/auth/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@auth0/auth0-react',
              allowTypeImports: true,
              message: 'Use useAuth() from src/auth/auth-session.',
            },
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use Link from src/components/ui/link: react-router's carries prefetching.",
            },
          ],
        },
      ],
    },
  },
  {
    // contract/*.paths.ts declares where every call lives; a path spelt again in the SPA drifts.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\/api\\//]', 'TemplateElement[value.raw=/^\\/api\\//]'].map(
          (selector) => ({
            selector,
            message:
              'An API path comes from contract/*.paths.ts: pathOf or requestOf in src/api/route-path.',
          }),
        ),
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.mjs'], languageOptions: { sourceType: 'module' } },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
