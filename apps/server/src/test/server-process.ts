import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The server as production runs it: `main.ts` in a process of its own, for tests that kill and restart it
 * (chat durability). Only the given settings reach it: a REDIS_URL or DATABASE_URL of the shell does not.
 */

const mainScript = path.resolve(import.meta.dirname, '../main.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `env` must name PORT (and HOST 127.0.0.1); start() resolves once /healthz answers. */
export function serverProcess(env: Record<string, string>) {
  let child: ChildProcess | null = null;
  let output = '';
  let startingMs = 0;
  const base = `http://127.0.0.1:${env.PORT}`;
  return {
    base,
    output: () => output,
    /** Time spent waiting for the server to answer, over every start. */
    startingMs: () => startingMs,
    async start() {
      const startedAt = Date.now();
      const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(REDIS_|DATABASE_|PORT$|HOST$)/.test(key)));
      const started = spawn(process.execPath, ['--import', 'tsx', mainScript], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      child = started;
      started.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
      started.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
      for (let i = 0; i < 300 && started.exitCode === null; i += 1) {
        const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
        if (up) {
          startingMs += Date.now() - startedAt;
          return;
        }
        await sleep(100);
      }
      throw new Error(`the server did not start:\n${output}`);
    },
    /** SIGKILL: no shutdown hook runs, open transactions are cut off. */
    async kill() {
      const dying = child;
      if (!dying || dying.exitCode !== null) return;
      const exited = new Promise((resolve) => dying.once('exit', resolve));
      dying.kill('SIGKILL');
      await exited;
    },
  };
}
