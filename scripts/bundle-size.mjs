// Prints the JavaScript a first visit to a route downloads, from the Vite manifest of the last web build:
// the entry chunk, its static imports, and the route's own chunk with its static imports (each file once),
// with raw, gzip and brotli sizes (what the server sends is the precompressed .br or .gz beside each file).
//   node scripts/bundle-size.mjs [--route src/app/routes/public/landing.tsx] [--all]
//   (npm run build -w apps/web first)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No apps/web/dist/.vite/manifest.json: run `npm run build -w apps/web` first.');
  process.exit(1);
}
const args = process.argv.slice(2);
const routeArg = args.includes('--route') ? args[args.indexOf('--route') + 1] : 'src/app/routes/public/landing.tsx';
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!manifest[routeArg]) {
  console.error(`No chunk for ${routeArg} in the manifest.`);
  process.exit(1);
}

/** The chunk and everything it imports statically, depth first, each once. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const data = readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      br: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const keys = [...closure(entryKey)];
for (const k of closure(routeArg)) if (!keys.includes(k)) keys.push(k);
const rows = keys.map((k) => ({
  file: manifest[k].file,
  ...size(manifest[k].file),
  part: k === routeArg ? 'route' : closure(entryKey).has(k) ? 'entry' : 'route import',
}));
const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, br: t.br + r.br }), { raw: 0, gzip: 0, br: 0 });
const css = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))].map((f) => ({ file: f, ...size(f) }));

console.log(`First load of ${routeArg} (entry ${entryKey}):`);
for (const r of rows)
  console.log(`  ${r.file.padEnd(40)} ${r.part.padEnd(13)} ${kib(r.raw).padStart(11)} raw ${kib(r.gzip).padStart(10)} gzip ${kib(r.br).padStart(10)} br`);
console.log(`  ${'JavaScript total'.padEnd(54)} ${kib(total.raw).padStart(11)} raw ${kib(total.gzip).padStart(10)} gzip ${kib(total.br).padStart(10)} br`);
for (const c of css) console.log(`  ${c.file.padEnd(54)} ${kib(c.raw).padStart(11)} raw ${kib(c.gzip).padStart(10)} gzip ${kib(c.br).padStart(10)} br`);
if (args.includes('--all')) {
  console.log('\nEvery route chunk (own file + static imports beyond the entry), gzip:');
  const entrySet = closure(entryKey);
  for (const k of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k.includes('/routes/'))) {
    const extra = [...closure(k)].filter((x) => !entrySet.has(x));
    console.log(`  ${k.padEnd(58)} ${kib(extra.reduce((t, x) => t + size(manifest[x].file).gzip, 0)).padStart(10)}`);
  }
}
