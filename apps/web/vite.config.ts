import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { iconCss, iconNames } from './src/lib/icon-css.ts';

/** Writes a .br and a .gz beside every text file of the build, once: the server sends them as they are. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|xml)$/.test(file) || statSync(file).size < 512) continue;
        const data = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Marks each top-level schema of packages/shared (`const x = z.object(…)…`, `= base.extend(…)`) as pure for the
 * browser build: building a zod schema has no side effects, so a shared module imported for its labels or
 * helpers brings no unused schema, and so no zod, into the chunks that only need those (the server and the
 * tests use the sources unchanged).
 */
function pureSharedSchemas(): Plugin {
  const shared = `${path.sep}packages${path.sep}shared${path.sep}src${path.sep}`;
  return {
    name: 'portal-pure-shared-schemas',
    apply: 'build',
    transform(code, id) {
      if (!id.includes(shared) || !id.endsWith('.ts') || id.endsWith('.test.ts')) return null;
      const pure = code
        // every top-level schema, also one derived from another (`= base.extend(…)`, `= paginated(item)`)
        .replace(/^((?:export )?const [\w$]+(?:: [^=\n]+)? = )(?=[\w$]+(?:\s*\.\s*[\w$]+)*\s*\()/gm, '$1/* @__PURE__ */ ')
        // and every schema built from zod (`z.string().min(1)`, also when nested in another schema's arguments)
        .replace(/(?<![\w$.])z(?=\s*\.\s*[\w$]+\s*\()/g, '/* @__PURE__ */ z');
      return { code: pure, map: null };
    },
  };
}

/**
 * Builds lucide-react's icons through src/lib/lucide-icon.ts instead of the package's general icon factory (provider
 * context, class merging, attribute mapping): the same markup for the props the app uses, 1 KiB gzip less in every
 * first load. The browser and the server builds both do it (the server bundles lucide-react, see `ssr.noExternal`), so
 * the server's HTML and the hydrating browser agree. Fails the build if lucide-react's icons stop importing the factory
 * this way (an upgrade that changed the package layout) instead of silently keeping the big one.
 */
function smallIcons(): Plugin {
  const factory = path.resolve(import.meta.dirname, 'src/lib/lucide-icon.ts');
  const iconDir = `lucide-react${path.sep}dist${path.sep}esm${path.sep}icons${path.sep}`;
  let icons = 0;
  let swapped = 0;
  return {
    name: 'portal-small-icons',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      icons = 0;
      swapped = 0;
    },
    resolveId(source, importer) {
      if (!importer?.includes(iconDir)) return null;
      icons++;
      if (source !== '../createLucideIcon.mjs') return null;
      swapped++;
      return factory;
    },
    buildEnd(error) {
      if (!error && icons > 0 && swapped === 0)
        this.error('lucide-react icons no longer import ../createLucideIcon.mjs: update smallIcons() in vite.config.ts');
    },
  };
}

/**
 * `virtual:icons.css` (imported by main.tsx): the CSS of the icons components/ui/icon.tsx draws, made from lucide's icon
 * data at build time (src/lib/icon-css.ts, decision 2470). Browser builds only (the server renderer loads no CSS). The build fails if the final CSS lacks any icon's
 * rule (a minifier or a renamed icon dropping one would otherwise show an empty box).
 */
function cssIcons(): Plugin {
  const id = 'virtual:icons.css';
  const resolved = `\0${id}`;
  return {
    name: 'portal-css-icons',
    resolveId: (source) => (source === id ? resolved : null),
    load: (loading) => (loading === resolved ? iconCss() : null),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const css = Object.values(bundle)
          .filter((f) => f.type === 'asset' && f.fileName.endsWith('.css'))
          .map((f) => (f.type === 'asset' ? String(f.source) : ''))
          .join('\n');
        const missing = iconNames().filter((name) => !new RegExp(`\\.ic-${name}\\{--ic:url\\(`).test(css));
        if (missing.length) this.error(`the built CSS has no rule for the icons ${missing.join(', ')} (cssIcons in vite.config.ts)`);
      },
    },
  };
}

/** Files the entry loads statically (filled by `entryFiles` before Vite writes the preload lists). */
const entryFileSet = new Set<string>();

/** Records the entry chunk's static imports: a route's preload list need not repeat what is already loaded. */
function entryFiles(): Plugin {
  return {
    name: 'portal-entry-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryFileSet.clear();
        const walk = (file: string) => {
          const chunk = bundle[file];
          if (entryFileSet.has(file) || !chunk || chunk.type !== 'chunk') return;
          entryFileSet.add(file);
          for (const dep of chunk.imports) walk(dep);
        };
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) walk(chunk.fileName);
      },
    },
  };
}

/** Modules the landing route imports statically (filled by `landingGraph` before chunking). */
const landingImports = new Set<string>();
/** The entry's own (non-library) static imports. */
const entryImports = new Set<string>();

/** Collects the landing route's static import graph, minus the entry's, once the module graph is known. */
function landingGraph(): Plugin {
  return {
    name: 'portal-landing-graph',
    apply: 'build',
    buildEnd() {
      const root = path.resolve(import.meta.dirname);
      const closure = (id: string, seen = new Set<string>()) => {
        if (seen.has(id)) return seen;
        seen.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) closure(dep, seen);
        return seen;
      };
      const entry = closure(path.join(root, 'src/main.tsx'));
      const landing = path.join(root, 'src/app/routes/public/landing.tsx');
      landingImports.clear();
      entryImports.clear();
      for (const id of entry) if (!id.includes('node_modules')) entryImports.add(id);
      for (const id of closure(landing)) if (id !== landing && !entry.has(id) && !id.includes('node_modules')) landingImports.add(id);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer (dist-ssr) is read from disk by Node: no precompressed copies there.
  plugins: [react(), tailwindcss(), smallIcons(), ...(isSsrBuild ? [] : [cssIcons(), pureSharedSchemas(), landingGraph(), entryFiles(), precompress()])],
  // lucide-react goes through smallIcons() in the server renderer too (its markup must match the browser's).
  ssr: { noExternal: ['lucide-react'] },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: !!process.env.WEB_SOURCEMAP,
    // dist/.vite/manifest.json: scripts/bundle-size.mjs reads the landing route's first load from it.
    manifest: true,
    // Each lazy route preloads its own imports, not the framework chunks the entry has already loaded.
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((d) => !entryFileSet.has(d)) },
    chunkSizeWarningLimit: 300,
    copyPublicDir: !isSsrBuild,
    // The server renderer (dist-ssr) is one Node module graph: no browser chunking.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Long-lived vendor chunks: app deploys do not invalidate the framework code in browsers' caches.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
                // What the landing page imports beyond the entry (cards, like/share, formatters, icons) in one chunk
                // instead of ~25 small ones: 6 KiB less gzip on the first load; the other public lists share it.
                { name: 'public', test: (id: string) => landingImports.has(id), priority: 0 },
                // The entry's own modules stay with the entry (the 'public' group would otherwise take those it uses).
                { name: 'app', test: (id: string) => entryImports.has(id), priority: 1 },
              ],
            },
          },
        },
  },
}));
