import net from "node:net";

/**
 * A TCP proxy in front of a real backend (PostgreSQL, Redis) that a test can cut and restore,
 * to see what the app does when the backend goes away during operation and comes back.
 */
export interface TcpProxy {
  port: number;
  /** Closes the listener and every open connection: the backend looks unreachable. */
  cut(): Promise<void>;
  /** Listens again on the same port: the backend is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    port,
    cut,
    restore: async () => {
      if (!server.listening) await listen(port);
    },
    close: cut,
  };
}
