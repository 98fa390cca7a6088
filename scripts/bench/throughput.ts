import { Agent, request } from 'node:http';

/** A few keep-alive connections, like a small load balancer in front of one server. */
export const CONNECTIONS = 8;
export const DURATION_MS = 10_000;

function get(url: URL, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Requests a second the server completes for one URL over DURATION_MS. */
export async function requestsPerSecond(url: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const target = new URL(url);
  const end = Date.now() + DURATION_MS;
  let done = 0;
  const worker = async () => {
    while (Date.now() < end) {
      await get(target, agent);
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  return done / ((Date.now() - started) / 1000);
}
