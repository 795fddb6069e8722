// Not part of the tests. `node scripts/bench-pages-ab.mjs PORT_A PID_A PORT_B PID_B` (PATHS=/,/jobs RUNS=3 DUR=5 BARE_PORT=4510):
// same-window A/B of two running servers (A = before, B = after) against a bare node:http JSON server in its own
// process: per path req/s (50 connections, a browser's Accept-Encoding), server CPU µs per request (from /proc) and
// the load generator's CPU µs per request. Runs interleave bare, A, B per path; medians of RUNS.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const [aPort, aPid, bPort, bPid] = process.argv.slice(2).map(Number);
const paths = (process.env.PATHS ?? '/,/jobs,/forum,/api/jobs').split(',');
const runs = Number(process.env.RUNS ?? 3);
const dur = Number(process.env.DUR ?? 5);
const barePort = Number(process.env.BARE_PORT ?? 4510);
const child = spawn(
  process.execPath,
  [
    '-e',
    `const body = JSON.stringify({ status: 'ok', items: [1, 2, 3] });
require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); }).listen(${barePort}, '127.0.0.1');`,
  ],
  { stdio: 'inherit' },
);
const cpu = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000;
};
const load = (url) =>
  new Promise((res, rej) =>
    autocannon({ url, connections: 50, duration: dur, headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } }, (e, r) =>
      e ? rej(e) : res(r),
    ),
  );
const one = async (url, pid) => {
  const s0 = cpu(pid),
    c0 = process.cpuUsage();
  const r = await load(url);
  const c1 = process.cpuUsage(c0);
  return {
    rps: r.requests.average,
    srv: (cpu(pid) - s0) / r.requests.total,
    cli: (c1.user + c1.system) / r.requests.total,
    bad: r.non2xx + r.errors,
    bytes: r.throughput.total / r.requests.total,
  };
};
await new Promise((r) => setTimeout(r, 500));
const res = {};
const add = (k, v) => {
  res[k] = [...(res[k] ?? []), v];
};
const l0 = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
for (let i = 0; i < runs; i++)
  for (const p of paths) {
    add('bare', await one(`http://127.0.0.1:${barePort}/`, child.pid));
    add(`A ${p}`, await one(`http://127.0.0.1:${aPort}${p}`, aPid));
    add(`B ${p}`, await one(`http://127.0.0.1:${bPort}${p}`, bPid));
  }
const med = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const m = (k, f) => med(res[k].map((x) => x[f]));
const bare = m('bare', 'rps');
console.log(
  `load average ${l0} at the start, ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} at the end; 50 connections, ${dur} s per run, medians of ${runs} (bare: of ${res.bare.length})`,
);
console.log('| path | req/s | vs bare | server CPU µs/req | load generator CPU µs/req | bytes/answer (wire) | errors+non-2xx |');
console.log('|---|--:|--:|--:|--:|--:|--:|');
console.log(
  `| bare node:http (JSON) | ${Math.round(bare)} | 100 % | ${m('bare', 'srv').toFixed(1)} | ${m('bare', 'cli').toFixed(1)} | ${Math.round(m('bare', 'bytes'))} | 0 |`,
);
for (const p of paths)
  for (const ab of ['A', 'B']) {
    const k = `${ab} ${p}`;
    console.log(
      `| ${k} | ${Math.round(m(k, 'rps'))} | ${((m(k, 'rps') / bare) * 100).toFixed(1)} % | ${m(k, 'srv').toFixed(1)} | ${m(k, 'cli').toFixed(1)} | ${Math.round(m(k, 'bytes'))} | ${res[k].reduce((a, x) => a + x.bad, 0)} |`,
    );
  }
child.kill();
process.exit(0);
