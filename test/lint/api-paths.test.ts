// Every API path is declared once, in contract/*.paths.ts; eslint.config.mjs refuses one spelt
// again in the SPA. Each snippet is linted as if it lived at filePath.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../..');

const refused = [
  {
    name: 'a path as a string in src/api',
    filePath: 'src/api/probe.ts',
    code: "export const path = '/api/order';",
  },
  {
    name: 'a path as a template in a feature',
    filePath: 'src/features/search/probe.ts',
    code: 'export const path = (city: string) => `/api/restaurant/search/${city}`;',
  },
  {
    name: 'a path after a base address',
    filePath: 'src/app/probe.tsx',
    code: 'export const url = (base: string) => `${base}/api/my/user`;',
  },
];
const allowed = [
  {
    name: 'the declaration in contract/',
    filePath: 'contract/probe.paths.ts',
    code: "export const probePaths = { getProbe: { method: 'GET', url: '/api/probe' } } as const;",
  },
  {
    name: 'a path taken from the contract',
    filePath: 'src/api/probe.ts',
    code:
      "import * as userPaths from '@contract/user.paths';\n" +
      "import { requestOf } from './route-path';\n" +
      'export const request = requestOf(userPaths.getMyUser);',
  },
  {
    name: 'a page address of the SPA',
    filePath: 'src/app/probe.ts',
    code: "export const page = '/manage-restaurant';",
  },
];

type Message = { ruleId: string | null; message: string };
let messages: Message[][];

beforeAll(async () => {
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

describe('API paths in the SPA', () => {
  it.each(refused.map((snippet, i) => [snippet.name, i] as const))('refuses %s', (_, i) => {
    expect(messages[i]).toEqual([
      expect.objectContaining({
        ruleId: 'no-restricted-syntax',
        message: expect.stringContaining('contract/*.paths.ts'),
      }),
    ]);
  });

  it.each(allowed.map((snippet, i) => [snippet.name, refused.length + i] as const))(
    'allows %s',
    (_, i) => {
      expect(messages[i]).toEqual([]);
    },
  );
});
