// The cache-miss workload of `npm run bench -- --miss`: every request a URL the server has not answered before, as a
// searcher typing new words, a crawler walking deep pages and visitors trying every sort produce. Each kind draws its
// URLs from a seeded generator and never repeats one within a bench run (a URL asked twice would be a cache hit).

export const jobSorts = ['newest', 'oldest', 'title_asc', 'title_desc', 'salary_desc', 'salary_asc'];
export const forumSorts = ['newest', 'most_popular', 'most_replies'];

/** A small deterministic PRNG (mulberry32), so two runs ask the same sequence of URLs. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The words of a running server's data, most frequent first: job, topic and webinar texts of a few list pages. */
export async function dataWords(base) {
  const get = async (p) => (await fetch(base + p)).json();
  const texts = [];
  for (const p of ['/api/jobs?pageSize=60', '/api/jobs?pageSize=60&sort=title_asc', '/api/jobs?pageSize=60&sort=salary_asc']) {
    for (const j of (await get(p)).items ?? []) texts.push(j.jobTitle, j.jobDescription);
  }
  for (const p of ['/api/forum/topics?pageSize=60', '/api/forum/topics?pageSize=60&sort=most_popular']) {
    for (const t of (await get(p)).items ?? []) texts.push(t.title, t.content);
  }
  for (const w of (await get('/api/webinars?pageSize=60')).items ?? []) texts.push(w.title, w.description);
  return wordsOf(texts);
}

/** The distinct words (3+ letters) of the texts, lower-cased, most frequent first. */
export function wordsOf(texts) {
  const counts = new Map();
  for (const t of texts) for (const w of (t ?? '').toLowerCase().match(/\p{L}{3,}/gu) ?? []) if (!STOP.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
}
const STOP = new Set('the and for you with our are that your from this will have has who can not but all one its their they into out about'.split(' '));

/**
 * A search text as people type them: mostly a word of the data (common and rare alike), sometimes a word still being
 * typed (a prefix, the last word is matched as a prefix), two words, or a misspelling (the typo fallback).
 */
function searchText(words, rnd) {
  const w = words[Math.floor(rnd() * words.length)];
  const r = rnd();
  if (r < 0.6) return w;
  if (r < 0.75 && w.length > 4) return w.slice(0, 3 + Math.floor(rnd() * (w.length - 3)));
  if (r < 0.9) return `${w} ${words[Math.floor(rnd() * words.length)]}`;
  if (w.length < 5) return w;
  const i = 1 + Math.floor(rnd() * (w.length - 2));
  return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
}

/**
 * The kinds measured, each a function returning its next unseen path, or null once it finds none in 1,000 tries. `jobPages`/`topicPages` are the last page of
 * the unfiltered lists (12 and 20 per page), so list pages span the whole range.
 */
export function missKinds({ words, jobPages, topicPages, seed = 1, freshWords = false }) {
  const seen = new Set();
  // --fresh-words: every search text of a kind is one it has not asked before (a never-seen word, prefix, pair or typo),
  // so no page can be cut from a search already ranked (lib/search-windows.ts); otherwise words come back with other pages
  // and sorts, as searchers' do.
  const texts = new Map();
  const textOf = (kind, rnd) => {
    const used = texts.get(kind) ?? texts.set(kind, new Set()).get(kind);
    for (let i = 0; i < 1000; i++) {
      const s = searchText(words, rnd);
      if (!freshWords || !used.has(s)) {
        used.add(s);
        return s;
      }
    }
    return searchText(words, rnd);
  };
  const unique = (make) => {
    const rnd = prng(seed);
    return () => {
      for (let i = 0; i < 1000; i++) {
        const p = make(rnd);
        if (!seen.has(p)) {
          seen.add(p);
          return p;
        }
      }
      return null; // every URL of this kind has been asked (few rows, as the demo data's forum): the measurement ends early
    };
  };
  const pick = (list, rnd) => list[Math.floor(rnd() * list.length)];
  const q = (s) => encodeURIComponent(s);
  const page = (max, rnd) => 1 + Math.floor(rnd() * max);
  const size = (pages, rnd) => (pages < 1000 ? `&pageSize=${1 + Math.floor(rnd() * 60)}` : '');
  return {
    'jobs search (word, page 1-20, any sort)': unique((rnd) => `/api/jobs?search=${q(textOf('jobs', rnd))}&page=${page(20, rnd)}&sort=${pick(jobSorts, rnd)}`),
    // Few pages (the demo data): page sizes vary too, so the URLs stay new.
    [`jobs list (page 1-${jobPages}, any sort)`]: unique((rnd) => `/api/jobs?page=${page(jobPages, rnd)}&sort=${pick(jobSorts, rnd)}${size(jobPages, rnd)}`),
    'forum search (word, page 1-10, any sort)': unique(
      (rnd) => `/api/forum/topics?search=${q(textOf('forum', rnd))}&page=${page(10, rnd)}&sort=${pick(forumSorts, rnd)}`,
    ),
    [`forum list (page 1-${topicPages}, any sort)`]: unique(
      (rnd) => `/api/forum/topics?page=${page(topicPages, rnd)}&sort=${pick(forumSorts, rnd)}${size(topicPages, rnd)}`,
    ),
    'global search (word, page 1-5)': unique((rnd) => `/api/search?q=${q(textOf('global', rnd))}&page=${page(5, rnd)}`),
  };
}
