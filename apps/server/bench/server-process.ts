import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServeMessage } from './serve.ts';
// The Node flags `npm start` runs the server with (SERVER_NODE_FLAGS, none unless set; docs/decisions/0050):
// the bench measures the same, so `SERVER_NODE_FLAGS=tuned npm run bench` measures the tuned set.
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';

/** The server under test, running in a child process. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** The child's RSS now and at its peak, and its heap, in MiB. */
  memory(): Promise<{ rssMiB: number; peakRssMiB: number; heapMiB: number }>;
  /** CPU time (user + system) the child used so far, in ms. */
  cpu(): Promise<number>;
  /** The child's event-loop delay (p99 and max, ms) since the previous call. */
  loopDelay(): Promise<{ p99Ms: number; maxMs: number }>;
  /**
   * A full garbage collection in the child, resolved when done: run before each line's saturated
   * run so a line does not pay for the garbage the previous one left (the cached pass's list-cache
   * answers; docs/decisions/0041 "Measuring"). Not between a line's saturated and offered-load
   * runs: made with no connection open, it deoptimizes the server's HTTP path (docs/decisions/0041).
   */
  collect(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts bench/serve.ts in a child Node process (through tsx) against `env` (BENCH_DB_URL or
 * BENCH_PGLITE_DIR) and resolves once it listens. Rejects when the child fails or exits first.
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [], {
    // BENCH_CPU_PROF=<folder>: a V8 CPU profile of the server, written when it stops.
    execArgv: [
      ...serverNodeFlags(process.env),
      '--expose-gc',
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      // BENCH_NODE_FLAGS: more flags for the server's Node (e.g. `--trace-gc`), space-separated.
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: ServeMessage['type']) =>
    new Promise<ServeMessage>((resolve, reject) => {
      const onMessage = (message: ServeMessage) => {
        if (message.type === 'failed') reject(new Error(`bench server failed: ${message.error}`));
        else if (message.type === type) resolve(message);
        else return;
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return next('ready').then((ready) => ({
    base: `http://127.0.0.1:${ready.type === 'ready' ? ready.port : 0}`,
    async memory() {
      const reply = next('memory');
      child.send({ type: 'memory' });
      const m = await reply;
      if (m.type !== 'memory') throw new Error(`unexpected ${m.type} message`);
      return { rssMiB: m.rssMiB, peakRssMiB: m.peakRssMiB, heapMiB: m.heapMiB };
    },
    async cpu() {
      const reply = next('cpu');
      child.send({ type: 'cpu' });
      const m = await reply;
      if (m.type !== 'cpu') throw new Error(`unexpected ${m.type} message`);
      return m.ms;
    },
    async collect() {
      const reply = next('collected');
      child.send({ type: 'collect' });
      await reply;
    },
    async loopDelay() {
      const reply = next('loop');
      child.send({ type: 'loop' });
      const m = await reply;
      if (m.type !== 'loop') throw new Error(`unexpected ${m.type} message`);
      return { p99Ms: m.p99Ms, maxMs: m.maxMs };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
      }),
  }));
}
