import { getHeapStatistics } from 'node:v8';

/** The Node runtime a server process runs with, as logged at start (docs/decisions/0050). */
export interface NodeFlagsInEffect {
  /** `process.version`, e.g. `v20.20.2`. */
  node: string;
  /** Flags on node's command line (`process.execArgv`: SERVER_NODE_FLAGS, `--import tsx`, …). */
  flags: string[];
  /** NODE_OPTIONS as this process received it ('' when unset), e.g. a container's heap limit. */
  nodeOptions: string;
  /** The V8 heap's size limit in MiB: shows a `--max-old-space-size` from either place. */
  heapLimitMiB: number;
}

/**
 * The Node version and flags in effect in this process: what the start log line says, so an
 * operator sees whether the tuned set of scripts/server-node-flags.mjs (SERVER_NODE_FLAGS=tuned)
 * or a container's NODE_OPTIONS reached the server (docs/decisions/0050).
 */
export function nodeFlagsInEffect(): NodeFlagsInEffect {
  return {
    node: process.version,
    flags: [...process.execArgv],
    nodeOptions: process.env.NODE_OPTIONS ?? '',
    heapLimitMiB: Math.round(getHeapStatistics().heap_size_limit / 2 ** 20),
  };
}
