import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiServer } from '@server/api-server';
import { testConfig } from './helpers/build-test-app';

describe('startApiServer', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'forkful-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('serves the API over the embedded database in DATA_DIR/db until closed', async () => {
    const server = await startApiServer(testConfig({ apiPort: 0, dataDir }));
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('fails to start when its port is taken', async () => {
    const first = await startApiServer(testConfig({ apiPort: 0, dataDir }));
    try {
      const port = Number(new URL(first.url).port);
      const second = startApiServer(
        testConfig({ apiPort: port, dataDir: path.join(dataDir, 'b') }),
      );
      await expect(second).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  }, 60_000);
});
