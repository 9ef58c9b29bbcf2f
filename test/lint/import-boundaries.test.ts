// The layer boundaries in eslint.config.mjs only hold if import-x resolves the extensionless
// TypeScript imports the code uses: an import it cannot resolve, no-restricted-paths lets through
// without a word. Each snippet is linted as if it lived at filePath; the files it imports exist.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');

const refused = [
  {
    name: 'a shared layer importing a feature',
    filePath: 'src/lib/probe.ts',
    code: "import '../features/cart/use-cart-actor';",
  },
  {
    name: 'a feature importing another feature',
    filePath: 'src/features/checkout/probe.ts',
    code: "import '../cart/use-cart-actor';",
  },
  {
    name: 'a feature importing another feature by its alias',
    filePath: 'src/features/restaurant/probe.tsx',
    code: "import '@/features/checkout/checkout-button';",
  },
  {
    name: 'a feature importing the app',
    filePath: 'src/features/auth/probe.ts',
    code: "import '@/app/app-store';",
  },
  {
    name: 'the shared store importing the app',
    filePath: 'src/store/probe.ts',
    code: "import '../app/config';",
  },
  {
    name: 'contract importing the server',
    filePath: 'contract/probe.ts',
    code: "import '../server/config';",
  },
  {
    name: 'a machine importing the SPA',
    filePath: 'machines/probe.ts',
    code: "import '../src/lib/money';",
  },
  {
    name: 'the API importing a test helper',
    filePath: 'server/probe.ts',
    code: "import '@test/repo-root';",
  },
  {
    name: 'the API importing the local system',
    filePath: 'server/probe.ts',
    code: "import '../local/demo/seed-on-first-start';",
  },
  {
    name: 'the API importing the local system by its alias',
    filePath: 'server/api/probe.ts',
    code: "import '@local/services';",
  },
  {
    name: "a stand-in importing the API's internals",
    filePath: 'local/payments/probe.ts',
    code: "import '@server/api/orders/checkout/payment-session';",
  },
  {
    name: 'a stand-in importing another stand-in',
    filePath: 'local/payments/probe.ts',
    code: "import '../identity/accounts';",
  },
  {
    name: 'the demo catalogue importing the identity provider by its alias',
    filePath: 'local/demo/probe.ts',
    code: "import '@local/identity/accounts';",
  },
  {
    name: 'a stand-in importing the start-up',
    filePath: 'local/web/probe.ts',
    code: "import '../services';",
  },
  {
    name: 'the shared helpers importing a stand-in',
    filePath: 'local/shared/probe.ts',
    code: "import '../payments/webhook-sender';",
  },
];
const allowed = [
  {
    name: 'a shared layer importing contract',
    filePath: 'src/lib/probe.ts',
    code: "import '@contract/order';",
  },
  {
    name: 'a feature importing its own files and shared layers',
    filePath: 'src/features/checkout/probe.ts',
    code: "import './payment-return'; import '@/lib/cart-storage'; import '@/store/hooks';",
  },
  {
    name: 'a page of the app putting features together',
    filePath: 'src/app/pages/probe.tsx',
    code: "import '@/features/cart/order-summary'; import '@/features/checkout/checkout-button';",
  },
  {
    name: 'a benchmark importing the API and a test helper',
    filePath: 'bench/probe.ts',
    code: "import '@server/app'; import '@test/local/identity/oidc-flow';",
  },
  {
    name: "a stand-in importing the shared helpers and the servers' lifecycle",
    filePath: 'local/payments/probe.ts',
    code: "import '../shared/json-file'; import '@server/running-server';",
  },
  {
    name: 'the demo catalogue importing the schema and the image store',
    filePath: 'local/demo/probe.ts',
    code: "import '@server/db/schema'; import '@server/images/restaurant-images';",
  },
  {
    name: 'the start-up putting the stand-ins and the API together',
    filePath: 'local/probe.ts',
    code: "import './identity/accounts'; import './demo/seed-on-first-start'; import '@server/api-server';",
  },
];

type Message = { ruleId: string | null; message: string };
let messages: Message[][];

beforeAll(async () => {
  // One ESLint process for all snippets: loading the config and its plugins is the slow part.
  const snippets = [...refused, ...allowed].map((s) => ({
    filePath: path.join(root, s.filePath),
    code: s.code,
  }));
  const script = path.join(__dirname, 'lint-snippets.mjs');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [script, JSON.stringify(snippets)],
    { cwd: root },
  );
  messages = JSON.parse(stdout);
}, 30_000);

describe('import boundaries', () => {
  it.each(refused.map((snippet, i) => [snippet.name, i] as const))('refuses %s', (_, i) => {
    // Exactly one message, and it is the boundary: a parse error would show up here as well.
    expect(messages[i]).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths' }),
    ]);
  });

  it.each(allowed.map((snippet, i) => [snippet.name, refused.length + i] as const))(
    'allows %s',
    (_, i) => {
      expect(messages[i]).toEqual([]);
    },
  );
});
