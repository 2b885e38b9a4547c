import { measureAtRate, type OpenLoopOptions, type OpenLoopResult } from './open-loop.ts';

/** What bench/open-loop.ts `measureAtRateApart` asks of this process over IPC. */
export interface OpenLoopRequest {
  base: string;
  paths: string[];
  rate: number;
  seconds: number;
  connections: number;
  options: OpenLoopOptions;
}

/** This process's one answer: the run's figures, or why it failed. */
export type OpenLoopReply = { type: 'result'; result: OpenLoopResult } | { type: 'failed'; error: string };

// The offered-load generator in a fresh process of its own (docs/decisions/0041 "Measuring"):
// runs one `measureAtRate` for the request it is sent, answers, and exits.
process.once('message', (request: OpenLoopRequest) => {
  measureAtRate(
    request.base,
    request.paths,
    request.rate,
    request.seconds,
    request.connections,
    request.options,
  )
    .then((result) => process.send!({ type: 'result', result } satisfies OpenLoopReply))
    .catch((error: unknown) =>
      process.send!({ type: 'failed', error: String(error) } satisfies OpenLoopReply),
    )
    .finally(() => process.disconnect());
});
