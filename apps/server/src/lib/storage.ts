import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Object storage adapter: local folder under DATA_DIR by default. */
export type Storage = {
  put: (key: string, body: Uint8Array, contentType: string) => Promise<string>;
  get: (key: string) => Promise<Uint8Array | null>;
  remove: (key: string) => Promise<void>;
};

const safeKey = (key: string) => {
  if (!/^[A-Za-z0-9._/-]+$/.test(key) || key.includes('..')) throw new Error('Invalid storage key');
  return key;
};

export function localStorageAdapter(root: string, publicBase: string): Storage {
  return {
    async put(key, body) {
      const file = path.join(root, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return `${publicBase}/${key}`;
    },
    async get(key) {
      try {
        return await readFile(path.join(root, safeKey(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(path.join(root, safeKey(key)), { force: true });
    },
  };
}
