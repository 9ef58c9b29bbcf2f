import net from 'node:net';

/**
 * A TCP proxy in front of a database server that can be made to black-hole: it keeps accepting
 * connections and keeps open ones open, but passes nothing on, as a server that hangs, or a
 * network that drops packets, would.
 */
export interface SwitchableProxy {
  port: number;
  blackHole(): void;
  close(): Promise<void>;
}

export async function startSwitchableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let silent = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    track(client);
    if (silent) return;
    const upstream = net.connect(target);
    track(upstream);
    client.on('data', (chunk) => silent || upstream.write(chunk));
    upstream.on('data', (chunk) => silent || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    blackHole: () => {
      silent = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  } satisfies SwitchableProxy;
}
