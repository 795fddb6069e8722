import { isUrl } from '@portal/shared/admin-fields';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type Mapped, type Pace, SourceFormatError, slices } from './mapped.ts';
import { cleanLine, clip, htmlToText } from './source-text.ts';

/**
 * An RSS 2.0 or Atom feed of product updates (docs/decisions/2211): each entry's title, link, date and
 * summary become a product update: the title is the product name, a version number in the title (4.2,
 * v10.1.3) is the version (else the entry's date), the summary's lines (sanitised, as plain text) are the
 * features, the link is the release notes.
 */
export type UpdateValues = {
  productName: string;
  version: string;
  releaseDate: string;
  features: string[];
  releaseNotesUrl: string | null;
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  removeNSPrefix: false,
  isArray: (name) => ['item', 'entry', 'link', 'category'].includes(name),
});

type Node = Record<string, unknown>;
const obj = (v: unknown): Node => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

/** The text of an element that may carry attributes (`{'#text': …, '@_type': 'html'}`) or be plain. */
function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  const t = obj(v)['#text'];
  return typeof t === 'string' || typeof t === 'number' ? String(t) : '';
}

const VERSION = /\bv?(\d+(?:\.\d+){1,3}(?:-[0-9A-Za-z.]+)?)\b/;

function dateOf(raw: string): string | null {
  if (!raw) return null;
  const d = new Date(raw.trim());
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

function update(p: { title: string; link: string; date: string; summaryHtml: string }): UpdateValues {
  const title = clip(cleanLine(htmlToText(p.title)), 200);
  if (!title) throw new SourceFormatError('an entry without a title');
  const releaseDate = dateOf(p.date);
  if (!releaseDate) throw new SourceFormatError(`'${title}': no valid date`);
  const features = htmlToText(p.summaryHtml)
    .split('\n')
    .map((l) => clip(l.replace(/^[•*-]\s*/, '').trim(), 500))
    .filter(Boolean)
    .slice(0, 30);
  const link = cleanLine(p.link);
  return {
    productName: title,
    version: clip(VERSION.exec(title)?.[1] ?? releaseDate, 50),
    releaseDate,
    features: features.length ? features : [title],
    releaseNotesUrl: isUrl(link) ? link.slice(0, 2000) : null,
  };
}

async function each(entries: unknown[], map: (e: Node) => { id: string; values: () => UpdateValues }, next: Pace): Promise<Mapped<UpdateValues>> {
  const out: Mapped<UpdateValues> = { items: [], warnings: [] };
  const seen = new Set<string>();
  for (const raw of entries) {
    await next();
    const e = obj(raw);
    try {
      const { id, values } = map(e);
      if (!id || id.length > 500) throw new SourceFormatError('an entry without an id, link or title');
      if (seen.has(id)) continue;
      seen.add(id);
      out.items.push({ externalId: id, values: values() });
    } catch (err) {
      if (!(err instanceof SourceFormatError)) throw err;
      out.warnings.push(`Skipped ${err.message}`);
    }
  }
  return out;
}

/** Atom: the alternate link (or the first without a rel). */
function atomLink(e: Node): string {
  const links = arr(e.link).map(obj);
  const alt = links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? links[0];
  return String(alt?.['@_href'] ?? '');
}

export async function mapFeed(body: string, pace: Pace = slices()): Promise<Mapped<UpdateValues>> {
  const head = body.slice(0, 2000);
  const kind = /<feed[\s>]/.test(head) ? 'Atom' : /<rss[\s>]/.test(head) ? 'RSS' : null;
  if (!kind) throw new SourceFormatError('Not an RSS or Atom feed: neither <rss> nor <feed> found');
  if (/<!ENTITY/i.test(body)) throw new SourceFormatError(`Not valid ${kind}: entity declarations are not accepted`);
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new SourceFormatError(`Not valid ${kind}: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(body) as Node;
  if (kind === 'Atom') {
    const feed = obj(doc.feed);
    if (!Object.keys(feed).length) throw new SourceFormatError('Not valid Atom: no <feed> element');
    return each(
      arr(feed.entry),
      (e) => {
        const link = atomLink(e);
        return {
          id: text(e.id) || link,
          values: () => update({ title: text(e.title), link, date: text(e.updated) || text(e.published), summaryHtml: text(e.summary) || text(e.content) }),
        };
      },
      pace,
    );
  }
  const channel = obj(obj(doc.rss).channel);
  if (!Object.keys(channel).length) throw new SourceFormatError('Not valid RSS: no <channel> element');
  return each(
    arr(channel.item),
    (e) => {
      const link = text(arr(e.link)[0]);
      const title = text(e.title);
      return {
        id: text(e.guid) || link || (title ? `${title}|${text(e.pubDate)}` : ''),
        values: () => update({ title, link, date: text(e.pubDate) || text(e['dc:date']), summaryHtml: text(e.description) || text(e['content:encoded']) }),
      };
    },
    pace,
  );
}
