import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer (dist-ssr) is read from disk by Node: no precompressed copies there.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pureSharedSchemas(), precompress()])],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/storage': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/bundle-size.mjs reads the landing route's first load from it.
    manifest: true,
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
              ],
            },
          },
        },
  },
}));
