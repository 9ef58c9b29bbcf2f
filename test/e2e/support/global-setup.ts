import { startSystem } from './system';

export default async function globalSetup() {
  const system = await startSystem();
  (globalThis as { __SYSTEM__?: unknown }).__SYSTEM__ = system;
}
