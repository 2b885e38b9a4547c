import { PassThrough, type Readable } from 'node:stream';

/**
 * The content type of newline-delimited JSON (one JSON value per line, `\n` after each; the
 * ndjson.org convention). Compressed on the fly like JSON (plugins/compression.ts).
 */
export const NDJSON_TYPE = 'application/x-ndjson; charset=utf-8';

/** Writes one value as a line; resolves false once the reader went away (stop producing). */
export type NdjsonWrite = (value: unknown) => Promise<boolean>;

/**
 * A stream of NDJSON lines written by `produce` as it reads them, so a long answer is never held
 * whole in memory: `reply.send(ndjsonStream(...))`. `write` waits while the consumer is slower
 * (backpressure, the stream's highWaterMark of 64 kB) and answers false as soon as the stream is
 * closed or destroyed (the client disconnected), so `produce` can stop and release what it holds
 * (a database transaction). The stream ends when `produce` resolves, and is destroyed with its
 * error when it rejects (the client sees a cut answer, never a silently short one).
 */
export function ndjsonStream(produce: (write: NdjsonWrite) => Promise<void>): Readable {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  const write: NdjsonWrite = async (value) => {
    if (out.destroyed || out.writableEnded) return false;
    if (out.write(`${JSON.stringify(value)}\n`)) return true;
    // One listener pair per wait, both removed when either fires (no listeners pile up).
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
    return !out.destroyed;
  };
  // Started on the next tick, once the caller has handed the stream to the reply.
  setImmediate(() => {
    produce(write).then(
      () => {
        if (!out.destroyed) out.end();
      },
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  });
  return out;
}
