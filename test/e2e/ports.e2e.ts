import { connect } from 'node:net';
import { LOCAL_ADDRESSES } from '@contract/local-addresses';
import { SYSTEM, SYSTEM_PORTS } from './support/system';

/** Whether something accepts connections on a local port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// The suite's system is `npm start` with only the port variables set (support/system.ts; the API
// apart, SERVICES=api, so that it can be restarted): every journey in it signs in, searches and
// pays on the moved addresses.
describe('npm start with its ports moved', () => {
  it('answers on the ports it was given', async () => {
    expect(SYSTEM).toEqual({
      web: `http://localhost:${SYSTEM_PORTS.WEB_PORT}`,
      api: `http://localhost:${SYSTEM_PORTS.API_PORT}`,
      identity: `http://localhost:${SYSTEM_PORTS.IDENTITY_PORT}`,
      payments: `http://localhost:${SYSTEM_PORTS.PAYMENTS_PORT}`,
    });
    const discovery = await fetch(`${SYSTEM.identity}/.well-known/openid-configuration`);
    await expect(discovery.json()).resolves.toMatchObject({ issuer: `${SYSTEM.identity}/` });
  });

  it('built the web app for the moved addresses', async () => {
    const page = await (await fetch(SYSTEM.web)).text();
    const scripts = [...page.matchAll(/<script[^>]+src="?([^"\s>]+)/g)].map((match) => match[1]);
    const code = await Promise.all(
      scripts.map(async (src) => (await fetch(new URL(src, SYSTEM.web))).text()),
    );
    // Compared as booleans: a failure would otherwise print the whole bundle.
    const bundle = code.join('\n');
    expect([SYSTEM.api, SYSTEM.identity].map((address) => bundle.includes(address))).toEqual([
      true,
      true,
    ]);
  });

  it('leaves every default port alone', async () => {
    for (const address of Object.values(LOCAL_ADDRESSES)) {
      const port = Number(new URL(address).port);
      await expect(listening(port).then((open) => open && address)).resolves.toBe(false);
    }
  });
});
