import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can break: `down()` cuts every open connection and
 * refuses new ones (as a stopped or restarting server does), `freeze()` keeps connections open but
 * forwards nothing (a database that accepts and never answers), `up()` restores service. Faults
 * are injected between the server and the database, so the shared CI PostgreSQL is never stopped.
 */
export type FaultProxy = {
  url: string;
  down(): void;
  freeze(): void;
  up(): void;
  close(): Promise<void>;
};

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  let mode: 'up' | 'down' | 'frozen' = 'up';
  const open = new Set<net.Socket>();

  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'down') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'frozen') return; // accepted, never answered
    const upstream = net.connect(targetPort, targetHost);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (mode === 'up') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'up') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  const cutAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    url: url.toString(),
    down() {
      mode = 'down';
      cutAll();
    },
    freeze() {
      mode = 'frozen';
    },
    up() {
      if (mode === 'frozen') cutAll();
      mode = 'up';
    },
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
