// The Node (V8) flags the server runs with, in `npm start` (scripts/start.mjs) and in the bench's
// server (apps/server/bench/server-process.ts), so the bench measures what `npm start` serves.
//
// - `--max-semi-space-size=64`: a young generation of 64 MB per semi-space (V8's default is 16 MB):
//   fewer scavenges under load, each promoting the objects of the requests in flight; README
//   "Performance" measured +8-10 % uncached list throughput (docs/decisions/0041).
// - `--heap-growing-percent=100`: after a mark-compact, V8 lets the old generation grow to twice
//   what survived (plus the young generation's capacity) before the next one. Left to itself V8
//   picked a factor of ~1.1-1.2 for this server, and it starts incremental marking as soon as the
//   room left is below the young generation's capacity, so with 64 MB semi-spaces a mark-compact
//   began after every 10-15 MB of old-generation growth: one every 2-6 s under load, each 60-140 ms
//   of marking on two cores. Trades up to the live heap's size again in memory for them
//   (docs/decisions/0044).
// - `--no-allocation-site-pretenuring`: V8 had taken some allocation site (objects made both at
//   start, where they live on, and per request, where they die) for long-lived and allocated its
//   objects straight in the old generation: ~140 KB of garbage there per scavenge beyond what
//   scavenges promote. Without it the old generation grows 25 KB per scavenge instead of 171 KB
//   on the `$contL` line, at the same throughput and the same index load time (docs/decisions/0044).
/** @type {readonly string[]} */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--heap-growing-percent=100',
  '--no-allocation-site-pretenuring',
];
