import * as fs from 'node:fs';
import { startServer } from './server-process.ts';
import { scenarios } from './scenarios.ts';
const s = await startServer({ BENCH_DB_URL: 'postgres://postgres@127.0.0.1:5432/synthhub_bench' });
const paths = scenarios([1]).map((x) => x.paths[0]!);
await new Promise((r) => setTimeout(r, 1000));
const L = '/var/log/postgresql/postgresql-15-main.log';
for (const p of paths) {
  const before = fs.statSync(L).size;
  const r = await fetch(s.base + p + (p.includes('?') ? '&' : '?') + 'cache=0');
  await r.arrayBuffer();
  await new Promise((res) => setTimeout(res, 300));
  const buf = fs.readFileSync(L).subarray(before).toString();
  const stm = buf.split('\n').filter((l) => /LOG: {2}(statement|execute)/.test(l));
  console.log('\n###', p.slice(0, 100), r.status, stm.length);
  for (const l of stm) console.log('   ', l.replace(/^.*?LOG: {2}/, '').slice(0, 400));
}
await s.stop();
