// Not part of the tests: is the load generator the limit for large bodies? In one run, a bare node:http server (its own
// process) answering (a) bare Node's small JSON and (b) exactly the captured headers and body of each path, and the
// running product (PRODUCT_PORT, PRODUCT_PID). Per target: req/s (50 connections), CPU µs per answer of the serving
// process (/proc) and of the load generator (this process). docs/benchmarks/2026-11-27-pages.md.
//   PRODUCT_PORT=4500 PRODUCT_PID=<pid> CAP=<dir> NAMES=_,_jobs,_forum,_api_jobs RUNS=3 DUR=5 node scripts/bench-bare-bytes.mjs
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const dir = process.env.CAP ?? '.tmp/captured'; // body_<path> and hdr_<path> files made with curl -o / -D (see docs/benchmarks/2026-11-27-pages.md)
const names = (process.env.NAMES ?? '_,_jobs,_forum,_api_jobs').split(',');
const productPid = Number(process.env.PRODUCT_PID);
const product = Number(process.env.PRODUCT_PORT ?? 4500);
const serverCode = `
const { createServer } = require('node:http'); const { readFileSync } = require('node:fs');
const small = JSON.stringify({ status: 'ok', items: [1, 2, 3] });
createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(small) }); r.end(small); }).listen(4510, '127.0.0.1');
${JSON.stringify(names)}.forEach((n, i) => {
  const body = readFileSync('${dir}/body' + n);
  const flat = readFileSync('${dir}/hdr' + n, 'utf8').split('\\r\\n').slice(1).filter(Boolean).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]).filter(([k]) => !/^(date|connection|keep-alive)$/i.test(k)).flat();
  createServer((q, r) => { r.writeHead(200, flat); r.end(body); }).listen(4511 + i, '127.0.0.1');
});`;
const child = spawn(process.execPath, ['-e', serverCode], { stdio: 'inherit' });
const cpu = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * 10_000;
}; // µs (100 Hz ticks)
const targets = [
  ['bare json', 4510, child.pid],
  ...names.map((n, i) => [`bare bytes of ${n.replace(/_/g, '/')} (${readFileSync(`${dir}/body${n}`).length} B)`, 4511 + i, child.pid]),
];
const paths = (process.env.PATHS ?? '/,/jobs,/forum,/api/jobs').split(',');
const runs = Number(process.env.RUNS ?? 3);
const dur = Number(process.env.DUR ?? 5);
const load = (url) =>
  new Promise((res, rej) =>
    autocannon({ url, connections: 50, duration: dur, headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } }, (e, r) =>
      e ? rej(e) : res(r),
    ),
  );
const all = [
  ...targets.map(([n, p, pid]) => [n, `http://127.0.0.1:${p}/`, pid]),
  ...paths.map((p) => [`product ${p}`, `http://127.0.0.1:${product}${p}`, productPid]),
];
const res = Object.fromEntries(all.map(([n]) => [n, []]));
await new Promise((r) => setTimeout(r, 500));
for (let i = 0; i < runs; i++)
  for (const [n, u, pid] of all) {
    const s0 = cpu(pid),
      c0 = process.cpuUsage();
    const r = await load(u);
    const c1 = process.cpuUsage(c0);
    res[n].push({ rps: r.requests.average, srv: (cpu(pid) - s0) / r.requests.total, cli: (c1.user + c1.system) / r.requests.total, non2xx: r.non2xx });
  }
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const bare = med(res['bare json'].map((x) => x.rps));
console.log(`load ${readFileSync('/proc/loadavg', 'utf8').trim()}; 50 connections, ${dur} s, median of ${runs}`);
console.log('| target | req/s | vs bare json | server CPU µs/req | load generator CPU µs/req | runs req/s |');
for (const [n] of all) {
  const m = (k) => med(res[n].map((x) => x[k]));
  console.log(
    `| ${n} | ${Math.round(m('rps'))} | ${((m('rps') / bare) * 100).toFixed(1)}% | ${m('srv').toFixed(1)} | ${m('cli').toFixed(1)} | ${res[n].map((x) => Math.round(x.rps)).join(' ')} |`,
  );
}
child.kill();
process.exit(0);
