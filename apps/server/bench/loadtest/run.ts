import { cpus, loadavg, totalmem } from 'node:os';
import { prepareBenchDatabase } from '../bench-database.ts';
import { machineCpuMs, postgresCpuMs } from '../measure.ts';
import { startServer, type ServerProcess } from '../server-process.ts';
import { discoverCatalogue, type ReadLine, readLines, splitConnections, startLine } from './reads.ts';
import { mergeTallies, type Row, rowsTable, summarise, type Tally } from './stats.ts';
import { loadtestSynth, registerAccounts, uploadLoop, uploadOnce, voteLoops } from './writes.ts';
import { feedReconnects, statusCounts, writeBurst } from './abuse.ts';

const env = process.env;
const numberEnv = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// LOADTEST_DB_NAME: another name, when several load tests share one PostgreSQL server.
const DB_NAME = env.LOADTEST_DB_NAME || 'synthhub_loadtest';

/** CPU use of one phase: the server's and autocannon's, and the share of the machine others took. */
async function cpuMark(server: ServerProcess, dbName: string | undefined) {
  return {
    server: await server.cpu(),
    db: postgresCpuMs(dbName),
    client: process.cpuUsage(),
    machine: machineCpuMs(),
  };
}
type CpuMark = Awaited<ReturnType<typeof cpuMark>>;

function cpuLine(a: CpuMark, b: CpuMark, requests: number): string {
  const client = process.cpuUsage(a.client);
  const clientMs = (client.user + client.system) / 1000;
  const dbMs = a.db !== null && b.db !== null ? b.db - a.db : 0;
  const ours = b.server - a.server + clientMs + dbMs;
  const others =
    a.machine && b.machine
      ? `${Math.round((Math.max(0, b.machine.busy - a.machine.busy - ours) / (b.machine.total - a.machine.total)) * 100)} %`
      : '–';
  const per = (ms: number) => (ms / Math.max(1, requests)).toFixed(2);
  return `CPU ms per request: server ${per(b.server - a.server)}, database ${a.db === null ? '– (in the server)' : per(dbMs)}, load generator ${per(clientMs)}; other load (processes outside the load test): ${others} of the machine.`;
}

/** The server's event-loop delay over a phase: how long a ready callback waited to run. */
function loopLine(loop: { p99Ms: number; maxMs: number }): string {
  return `Server event-loop delay: p99 ${loop.p99Ms.toFixed(0)} ms, max ${loop.maxMs.toFixed(0)} ms.`;
}

/** The reads of every line but downloads, interleaved (one of each line in turn). */
function mixedReads(lines: ReadLine[]): ReadLine {
  const used = lines.filter((l) => l.name !== 'downloads');
  const longest = Math.max(...used.map((l) => l.paths.length));
  const paths: string[] = [];
  for (let i = 0; i < longest; i++) for (const l of used) paths.push(l.paths[i % l.paths.length]!);
  return { name: 'mixed reads', weight: 1, paths, headers: { 'accept-encoding': 'gzip, deflate, br' } };
}

/**
 * `npm run loadtest`: starts the real app in a child process (bench/serve.ts) on a temporary
 * DATA_DIR — PGlite, or a fresh `synthhub_loadtest` database when DATABASE_URL names a PostgreSQL
 * server — with the demo catalogue (LOADTEST_DEMO_BEATMAPS beatmaps, default 150, through the real
 * upload path) and the built web app, on 127.0.0.1 only. Phase 1: LOADTEST_CONNECTIONS (200)
 * autocannon connections for LOADTEST_SECONDS (60) of mixed reads (HTML shell and SPA routes,
 * assets, lists with and without search, details, covers, downloads, global search), while one
 * account uploads a small .synth every LOADTEST_UPLOAD_EVERY_MS (3000) and four accounts vote
 * (LOADTEST_VOTE_PAUSE_MS, 100, between votes). Phase 2: LOADTEST_PHASE2_CONNECTIONS (10) of
 * mixed reads while LOADTEST_BIG_UPLOADS (3) uploads of LOADTEST_BIG_UPLOAD_MB (20) MB run one
 * after another; the reads that overlapped an upload are reported apart. Prints requests,
 * errors, timeouts, non-2xx, 5xx and p50/p99 per line, CPU per request and the other load on the
 * machine. Figures only: it exits non-zero only when something crashes. Bounded in time: every
 * phase ends by itself, and a watchdog ends the run after seeding plus LOADTEST_SECONDS + 300 s.
 */
async function main(): Promise<void> {
  const seconds = numberEnv('LOADTEST_SECONDS', 60);
  const connections = numberEnv('LOADTEST_CONNECTIONS', 200);
  const demoBeatmaps = numberEnv('LOADTEST_DEMO_BEATMAPS', 150);
  const uploadEveryMs = numberEnv('LOADTEST_UPLOAD_EVERY_MS', 3000);
  const votePauseMs = numberEnv('LOADTEST_VOTE_PAUSE_MS', 100);
  const phase2Connections = numberEnv('LOADTEST_PHASE2_CONNECTIONS', 10);
  const bigUploads = numberEnv('LOADTEST_BIG_UPLOADS', 3);
  const bigMb = numberEnv('LOADTEST_BIG_UPLOAD_MB', 20);
  const feedClients = numberEnv('LOADTEST_FEED_CLIENTS', 50);
  const feedSeconds = numberEnv('LOADTEST_FEED_SECONDS', 20);
  const burstWrites = numberEnv('LOADTEST_BURST_WRITES', 200);
  const phases = new Set((env.LOADTEST_PHASES ?? '1,2,a,b').split(',').map((p) => p.trim()));
  const serverUrl = env.DATABASE_URL || undefined;
  const loadBefore = loadavg();

  const bench = await prepareBenchDatabase(serverUrl, false, DB_NAME);
  const dbName = bench.kind === 'postgres' ? DB_NAME : undefined;
  const seedStart = performance.now();
  const server = await startServer({
    ...(bench.url ? { BENCH_DB_URL: bench.url } : { BENCH_PGLITE_DIR: bench.pgliteDir ?? '' }),
    BENCH_DEMO_BEATMAPS: String(demoBeatmaps),
  });
  const seedS = (performance.now() - seedStart) / 1000;
  const watchdog = setTimeout(
    () => {
      console.error('load test: watchdog fired (a phase did not end); stopping');
      void server.stop().finally(() => process.exit(1));
    },
    (seconds + 300) * 1000,
  );
  try {
    const catalogue = await discoverCatalogue(server.base);
    if (catalogue.assets.length === 0)
      console.log('⚠ No built web app (apps/web/dist): the shell lines answer 404.');
    const accounts = await registerAccounts(server.base, 5);
    const lines = readLines(catalogue);
    const cpu = cpus();
    console.log(
      [
        `## Synthhub load test — ${connections} connections, ${seconds} s, ${bench.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
        '',
        `Machine: ${cpu.length} × ${cpu[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}.`,
        `Server: the real app with logs off in its own process (bench/serve.ts) on 127.0.0.1, demo catalogue of`,
        `${demoBeatmaps} beatmaps + demo playlists, stages, avatars (seeded through the upload path in ${seedS.toFixed(1)} s);`,
        `found ${catalogue.beatmaps.length} beatmaps, ${catalogue.playlists.length} playlists, ${catalogue.stages.length} stages, ${catalogue.avatars.length} avatars, ${catalogue.covers.length} covers, ${catalogue.assets.length} assets.`,
        `Load average before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}; now ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}.`,
      ].join('\n'),
    );

    // Warm-up (not counted): JIT, caches, connection pools.
    const warm = lines.map((l) => startLine(server.base, l, 2, 2));
    await Promise.all(warm.map((w) => w.done));

    if (phases.has('1')) {
      // Phase 1: 200 connections of mixed reads, with uploads and votes alongside.
      const split = splitConnections(lines, connections);
      const mark0 = await cpuMark(server, dbName);
      await server.loopDelay();
      const until = Date.now() + seconds * 1000;
      const running = lines.map((l, i) => startLine(server.base, l, split[i]!, seconds));
      const [uploads, votes] = await Promise.all([
        uploadLoop(
          server.base,
          accounts[0]!,
          uploadEveryMs,
          until,
          Math.ceil((seconds * 1000) / uploadEveryMs),
        ),
        voteLoops(
          server.base,
          accounts.slice(1),
          catalogue,
          votePauseMs,
          until,
          Math.ceil((seconds * 1000) / votePauseMs),
        ),
        ...running.map((r) => r.done),
      ]);
      const reads = mergeTallies(
        'all reads',
        running.map((r) => r.tally),
      );
      const mark1 = await cpuMark(server, dbName);
      const loop1 = await server.loopDelay();
      const rows: Row[] = running.map((r, i) => ({
        ...summarise(r.tally, seconds),
        name: `${r.tally.name} (${split[i]} conn.)`,
      }));
      rows.push(summarise(reads, seconds), summarise(uploads, seconds), summarise(votes, seconds));
      const all = summarise(mergeTallies('everything', [reads, uploads, votes]), seconds);
      console.log(
        `\n### Phase 1: ${connections} connections of reads for ${seconds} s, with uploads and votes\n`,
      );
      console.log(rowsTable([...rows, all]));
      console.log(`\n${cpuLine(mark0, mark1, all.requests)}`);
      console.log(loopLine(loop1));
    }

    if (phases.has('2')) {
      // Phase 2: reads while 20 MB uploads run one after another.
      const big = await loadtestSynth(accounts[0]!.username, bigMb * 1024 * 1024);
      const mixed = mixedReads(lines);
      const mark2 = await cpuMark(server, dbName);
      await server.loopDelay();
      const phaseStart = Date.now();
      const phase = startLine(server.base, mixed, phase2Connections, seconds + 120);
      const bigTally = mergeTallies(`uploads of ${(big.bytes.length / 2 ** 20).toFixed(1)} MiB`, []);
      const windows: [number, number][] = [];
      await sleep(2000);
      for (let i = 0; i < bigUploads; i++) {
        const synth = i === 0 ? big : await loadtestSynth(accounts[0]!.username, bigMb * 1024 * 1024);
        const from = Date.now();
        await uploadOnce(server.base, accounts[0]!, synth, bigTally);
        windows.push([from, Date.now()]);
        await sleep(1000);
      }
      phase.stop();
      await phase.done;
      const mark3 = await cpuMark(server, dbName);
      const loop3 = await server.loopDelay();
      const during = mergeTallies(
        `reads during a ${bigMb} MB upload`,
        windows.map(([a, b]) => phase.tally.overlapping('', a, b)),
      );
      let calm: Tally = phase.tally;
      for (const [a, b] of windows) calm = calm.outside('', a, b);
      const phaseS = (Date.now() - phaseStart) / 1000;
      const uploadS = windows.reduce((s, [a, b]) => s + (b - a), 0) / 1000;
      console.log(
        `\n### Phase 2: ${phase2Connections} connections of mixed reads; ${bigUploads} uploads of ${bigMb} MB one after another\n`,
      );
      console.log(
        rowsTable([
          { ...summarise(during, uploadS), name: during.name },
          {
            ...summarise(calm, Math.max(0.001, phaseS - uploadS)),
            name: 'reads, same phase, no upload running',
          },
          { ...summarise(phase.tally, phaseS), name: 'all reads of the phase' },
          summarise(bigTally, uploadS),
        ]),
      );
      console.log(`\n${cpuLine(mark2, mark3, phase.tally.samples.length + bigTally.samples.length)}`);
      console.log(loopLine(loop3));
    }

    const listLine = lines.find((l) => l.name.startsWith('list pages'))!;
    if (phases.has('a')) {
      // Abuse (a): change-feed clients reconnecting from cursor 0 while lists are read (decision 0047).
      const mark = await cpuMark(server, dbName);
      await server.loopDelay();
      const feed = await feedReconnects(server.base, listLine, feedClients, 4, feedSeconds);
      const markEnd = await cpuMark(server, dbName);
      const loop = await server.loopDelay();
      console.log(
        `\n### Abuse (a): ${feedClients} feed clients reconnecting from since=0 for ${feedSeconds} s (each its own address), 4 connections of list pages\n`,
      );
      console.log(
        rowsTable([
          summarise(feed.list, feed.seconds),
          summarise(feed.opens, feed.seconds),
          summarise(feed.catchUps, feed.seconds),
        ]),
      );
      console.log(`\nStream opens by status: ${statusCounts(feed.opens)}.`);
      console.log(cpuLine(mark, markEnd, feed.list.samples.length + feed.opens.samples.length));
      console.log(loopLine(loop));
    }
    if (phases.has('b')) {
      // Abuse (b): writes sent all at once, reads alongside and one after (decision 0047).
      const mark = await cpuMark(server, dbName);
      await server.loopDelay();
      const burst = await writeBurst(server.base, accounts.slice(1, 5), catalogue, listLine, burstWrites, 2);
      const markEnd = await cpuMark(server, dbName);
      const loop = await server.loopDelay();
      console.log(
        `\n### Abuse (b): ${burstWrites} writes at once from 4 accounts, 2 connections of list pages\n`,
      );
      console.log(
        rowsTable([
          summarise(burst.writes, burst.seconds),
          { ...summarise(burst.reads, burst.seconds), name: 'list pages during the writes' },
        ]),
      );
      console.log(
        `\nWrites by status: ${statusCounts(burst.writes)}; answered within 5 s: ${burst.answeredWithin5s} of ${burstWrites}. First read after the writes: ${burst.readAfterMs.toFixed(0)} ms.`,
      );
      console.log(cpuLine(mark, markEnd, burst.writes.samples.length + burst.reads.samples.length));
      console.log(loopLine(loop));
    }
    const memory = await server.memory();
    console.log(
      `Server memory after the run: RSS ${memory.rssMiB.toFixed(0)} MiB (peak ${memory.peakRssMiB.toFixed(0)} MiB), heap ${memory.heapMiB.toFixed(0)} MiB. Load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.`,
    );
    console.log(
      'Targets (not enforced): 0 errors, 0 timeouts, 0 5xx; reads p99 < 500 ms; reads during a 20 MB upload p99 < 50 ms;\n' +
        'abuse (a): list p99 < 100 ms; abuse (b): every write answered (2xx, 429 or 503) within 5 s, the read after within 1 s (decision 0047).',
    );
  } finally {
    clearTimeout(watchdog);
    await server.stop();
    await bench.dispose(false);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
