import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/** The application's version: the repository's package.json (found upwards from this file, in the sources or the build). */
export function appVersion(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string; workspaces?: unknown };
      if (pkg.workspaces && pkg.version) {
        cached = pkg.version;
        return cached;
      }
    }
    dir = path.dirname(dir);
  }
  cached = 'unknown';
  return cached;
}
