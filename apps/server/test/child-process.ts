import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

/** A child process whose output (stdout + stderr) is collected, with helpers to wait on it. */
export interface LoggedChild {
  proc: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects on exit or after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray>;
  /** Resolves when it exits, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns a process with piped output (for process-level tests: the real server or start script). */
export function spawnLogged(cmd: string, args: string[], options: SpawnOptions = {}): LoggedChild {
  const proc = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    for (const listener of listeners) listener();
  };
  proc.stdout!.on('data', onData);
  proc.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => {
    done = true;
    for (const listener of listeners) listener();
  });
  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = out.match(pattern);
        if (match) finish(() => resolve(match));
        else if (done) finish(() => reject(new Error(`exited before printing ${pattern}:\n${out}`)));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${out}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        settle();
      };
      listeners.add(check);
      check();
    });
  return { proc, output: () => out, waitFor, exited };
}

/** A TCP port that was free on 127.0.0.1 a moment ago (the OS picks it, as with port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves `ms` milliseconds from now. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
