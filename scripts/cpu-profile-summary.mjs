// Not part of the tests: summarises a .cpuprofile (node --cpu-prof; BENCH_NODE_ARGS for the bench's server): self time per
// function (top N) and inclusive time of the functions matching a pattern; LAST_S=n counts only the profile's last n seconds.
//   LAST_S=12 node scripts/cpu-profile-summary.mjs FILE.cpuprofile [N] [pattern]
import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const dt = new Map();
const lastS = Number(process.env.LAST_S ?? 0);
let t = p.startTime;
const times = p.timeDeltas.map((d) => (t += d));
const from = lastS ? p.endTime - lastS * 1e6 : 0;
for (let i = 0; i < p.samples.length; i++) if (times[i] >= from) dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const self = new Map();
const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`;
for (const n of p.nodes) self.set(key(n), (self.get(key(n)) ?? 0) + (dt.get(n.id) ?? 0));
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40));
console.log(`total ${(total / 1e6).toFixed(2)} s`);
for (const [k, v] of top) console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
// inclusive
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const n of p.nodes) {
  const t = dt.get(n.id) ?? 0;
  if (!t) continue;
  const seen = new Set();
  let id = n.id;
  while (id !== undefined) {
    const k = key(byId.get(id));
    if (!seen.has(k)) {
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
    id = parent.get(id);
  }
}
const filt = new RegExp(
  process.argv[4] ??
    'render|servePagesFast|createServer|fillTemplate|encode|pickEncoding|writeHead|accessLog|recordRequest|noteSearch|randomUUID|getRequestListener|Headers',
);
console.log('--- inclusive');
for (const [k, v] of [...incl.entries()]
  .filter(([k]) => filt.test(k))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 40))
  console.log(`${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
