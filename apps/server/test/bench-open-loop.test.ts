import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { measureAtRate, measureAtRateApart, quantile } from '../bench/open-loop.ts';

// docs/decisions/0041: the bench's offered-load run counts latency from when a request was due.

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A loopback server answering each request after `delayMs` (or 500 for /fail). */
async function serve(delayMs: (n: number) => number): Promise<string> {
  let n = 0;
  server = createServer((req, res) => {
    const wait = delayMs(n++);
    setTimeout(() => {
      res.statusCode = req.url === '/fail' ? 500 : 200;
      res.end('ok');
    }, wait);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/**
 * The tests below that time real requests run again (up to twice) when they fail: they check the
 * generator's arithmetic on a real clock, and a machine starved of CPU for a moment (two test
 * lanes at once, docs/decisions/0052) sends late whatever the code does.
 */
const onTheClock = { retry: 2 };

describe('bench offered load (open loop)', () => {
  it('takes quantiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile([], 0.99)).toBe(0);
  });

  it('runs the same measurement in a process of its own, counting every path it was sent', async () => {
    const seen = new Set<string>();
    const base = await serve(() => 0);
    server!.on('request', (req) => seen.add(req.url!));
    const r = await measureAtRateApart(base, ['/a', '/b', '/fail'], 150, 1, 4);
    expect(r.errors).toBe(50); // every third request is a 500
    expect(r.rps).toBeGreaterThan(50);
    expect([...seen].sort()).toEqual(['/a', '/b', '/fail']);
  }, 30_000);

  it('sends at the rate asked, whatever the answers take', onTheClock, async () => {
    const base = await serve(() => 0);
    const r = await measureAtRate(base, ['/a', '/b'], 200, 1, 4);
    expect(r.errors).toBe(0);
    // 200 requests due within one second, all answered.
    expect(r.rps).toBeGreaterThan(100);
    expect(r.rps).toBeLessThanOrEqual(205);
  });

  it(
    'counts the time requests wait behind a stalled answer (no coordinated omission)',
    onTheClock,
    async () => {
      // One connection; the 10th answer takes 300 ms: the requests due meanwhile queue behind it,
      // and their latency must include that wait (a closed loop would send them late and hide it).
      const base = await serve((n) => (n === 10 ? 300 : 0));
      const r = await measureAtRate(base, ['/'], 100, 1, 1);
      expect(r.errors).toBe(0);
      // 30 of 100 requests fall due during the stall: the p99 is near the stall, not near zero.
      expect(r.p99).toBeGreaterThanOrEqual(200);
      expect(r.p50).toBeLessThan(150);
    },
  );

  it('sends the warm-up at the same rate but counts only the measured requests', onTheClock, async () => {
    // The 5th answer (due at 50 ms, inside a 1.5 s warm-up) takes 1 s on one connection: the
    // requests queued behind it are all warm-up ones, so the measured second stays fast. Counted,
    // they would make the p99 ~950 ms; the bound leaves room for a loaded machine's timer jitter
    // (a 0.3 s stall under a 100 ms bound failed at 106 ms on a busy CI machine).
    const base = await serve((n) => (n === 5 ? 1000 : 0));
    let seen = 0;
    server!.on('request', () => (seen += 1));
    const r = await measureAtRate(base, ['/'], 100, 1, 1, { warmupSeconds: 1.5 });
    expect(seen).toBe(250);
    expect(r.errors).toBe(0);
    expect(r.p99).toBeLessThan(300);
    // 100 counted requests over the measured second.
    expect(r.rps).toBeGreaterThan(80);
    expect(r.rps).toBeLessThanOrEqual(105);
  });

  it('writes a trace of the counted requests with the measured start on the monotonic clock', async () => {
    const base = await serve(() => 0);
    const dir = mkdtempSync(join(tmpdir(), 'open-loop-trace-'));
    const before = process.hrtime.bigint() / 1000n;
    await measureAtRate(base, ['/a', '/b'], 100, 0.5, 2, {
      warmupSeconds: 0.2,
      tracePath: join(dir, 't.tsv'),
    });
    const [head, ...lines] = readFileSync(join(dir, 't.tsv'), 'utf8').trim().split('\n');
    const startUs = BigInt(head!.replace('# start-us ', ''));
    // The measured part starts 0.2 s after the run began.
    expect(Number(startUs - before)).toBeGreaterThanOrEqual(190_000);
    expect(Number(startUs - before)).toBeLessThan(400_000);
    expect(lines).toHaveLength(50);
    const [due, latency, path] = lines[0]!.split('\t');
    expect(Number(due)).toBeGreaterThanOrEqual(0);
    expect(Number(latency)).toBeGreaterThanOrEqual(0);
    expect(['/a', '/b']).toContain(path);
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts non-2xx answers as errors, not as latencies', async () => {
    const base = await serve(() => 0);
    const r = await measureAtRate(base, ['/fail', '/ok'], 100, 0.5, 2);
    expect(r.errors).toBe(25);
    expect(r.rps).toBeGreaterThan(0);
  });
});
