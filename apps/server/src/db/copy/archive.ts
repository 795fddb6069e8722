import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup file: gzip of JSON lines, readable with `zcat FILE | head`. Line 1 is the manifest; then each
 * table as a header line `{"table", "columns", "rows"}` followed by its rows (one JSON object a line);
 * then each uploaded file as `{"file": key, "data": base64}`; the last line is `{"end": true}`, so a cut
 * file is recognised.
 */
export type LineWriter = { line: (text: string) => Promise<void>; close: () => Promise<void> };

export function writeLines(file: string): LineWriter {
  const gzip = createGzip({ level: 6 });
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const done = once(out, 'close');
  return {
    async line(text) {
      if (!gzip.write(`${text}\n`)) await once(gzip, 'drain');
    },
    async close() {
      gzip.end();
      await done;
    },
  };
}

/** The file's lines, one at a time (a pull iterator, so a reader can hand parts of the stream on). */
export function readLines(file: string): AsyncIterator<string> & { close: () => void } {
  const input = createReadStream(file);
  // pipeline passes a read or gunzip error on to the lines, so the reader gets it instead of the process crashing.
  const unzipped = pipeline(input, createGunzip(), () => undefined);
  const lines = createInterface({ input: unzipped, crlfDelay: Number.POSITIVE_INFINITY });
  const it = lines[Symbol.asyncIterator]();
  return Object.assign(it, {
    close: () => {
      lines.close();
      input.destroy();
    },
  });
}

export async function nextLine(it: AsyncIterator<string>, what: string): Promise<string> {
  const r = await it.next();
  if (r.done) throw new Error(`The backup file ends early (expected ${what}); it is incomplete or damaged`);
  return r.value;
}
