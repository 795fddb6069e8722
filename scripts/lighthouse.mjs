// `npm run lighthouse -- [--url http://localhost:3000] [--runs 1] [/ /jobs /webinars ...]`: Lighthouse (mobile,
// its default throttling) against a running server (npm start), in headless Chromium (CHROME_PATH, default
// /usr/bin/chromium). Prints the four category scores, FCP, LCP, TBT and CLS per page (median of --runs),
// then the failed audits of the last run that cost the most, to act on. Never part of the tests.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : def;
};
const base = opt('url', process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000');
const runs = Number(opt('runs', 1));
const pages = args.length ? args : ['/', '/jobs', '/webinars'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
const findings = new Map();
try {
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(base + page, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = r.lhr;
      if (lhr.runtimeError) console.warn(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        fcp: lhr.audits['first-contentful-paint'].numericValue / 1000 || Number.NaN,
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000 || Number.NaN,
        tbt: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
      });
      if (i === runs - 1) {
        const failed = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        findings.set(page, failed);
      }
    }
    const m = (k) => median(results.map((r) => r[k]));
    rows.push([page, m('performance'), m('accessibility'), m('bestPractices'), m('seo'), m('fcp'), m('lcp'), m('tbt'), m('cls')]);
  }
} finally {
  await chrome.kill();
}

console.log(`\nLighthouse (mobile) on ${base}${runs > 1 ? `, median of ${runs} runs` : ''}\n`);
console.log('| page | Performance | Accessibility | Best practices | SEO | FCP s | LCP s | TBT ms | CLS |');
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const [page, p, a, b, s, fcp, lcp, tbt, cls] of rows) {
  console.log(
    `| ${page} | ${Math.round(p)} | ${Math.round(a)} | ${Math.round(b)} | ${Math.round(s)} | ${fcp.toFixed(1)} | ${lcp.toFixed(1)} | ${Math.round(tbt)} | ${cls.toFixed(3)} |`,
  );
}
for (const [page, failed] of findings) console.log(`\n${page} failed audits: ${failed.join(', ') || 'none'}`);
