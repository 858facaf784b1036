/** What the benchmarks that start the built site share: a free port, and waiting until the site answers. */
import net from 'node:net';

/** A TCP port free on the loopback interface now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once `base`'s health check answers, asking every half second for `seconds` (120 by default). */
export async function waitUntilServing(base: string, seconds = 120): Promise<void> {
  for (let attempt = 0; attempt < seconds * 2; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} did not start`);
}
