import { describe, expect, it } from 'vitest';
import { threadEntry } from './thread-entry.ts';

describe('threadEntry', () => {
  it('from the build: the bundled file beside the running chunk', () => {
    const code = threadEntry('file:///srv/app/dist/chunk-AB12.js', './pglite-thread.js', './pglite-thread-entry.ts');
    expect(code).toBeInstanceOf(URL);
    expect(String(code)).toBe('file:///srv/app/dist/pglite-thread.js');
  });

  it('from TypeScript: the source file relative to the caller, imported after registering tsx', () => {
    const code = threadEntry(new URL('../modules/sources/sources.thread.ts', import.meta.url).href, './source-thread.js', '../../source-thread.ts');
    expect(typeof code).toBe('string');
    const imports = [...String(code).matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(imports).toHaveLength(2);
    expect(imports[0]).toMatch(/\/tsx\/.*\.mjs$/);
    expect(imports[1]).toBe(new URL('../source-thread.ts', import.meta.url).href);
  });
});
