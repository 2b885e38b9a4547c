import { measureAtRate, type OpenLoopReply, type OpenLoopRequest } from './open-loop.ts';

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
