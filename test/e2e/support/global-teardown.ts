import { stopSystem } from './system';

export default async function globalTeardown() {
  const system = (globalThis as { __SYSTEM__?: Parameters<typeof stopSystem>[0] }).__SYSTEM__;
  if (system) await stopSystem(system);
}
