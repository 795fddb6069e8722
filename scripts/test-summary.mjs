// Counts for the closing line of `npm test`, and what to say when a runner crashed: tests that never
// finished, test files that never ran (files vitest found vs files its JSON report accounts for).

/**
 * @param {{file: string}[] | null} listed  `vitest list --filesOnly --json` (one row per file and project), null when listing failed
 * @param {{testResults?: {name: string, status: string, assertionResults: {status: string, title: string}[]}[]} | null} report  vitest JSON, null when missing
 * @param {number} status  vitest's exit code
 */
export function summarizeVitest(listed, report, status) {
  const out = { passed: 0, failed: 0, skipped: 0, notes: [] };
  if (!report) {
    if (status !== 0) {
      out.failed += Math.max(1, listed?.length ?? 1);
      out.notes.push(`Vitest crashed (exit code ${status}) without a report${listed ? `: none of its ${listed.length} test files are accounted for` : ''}.`);
    }
    return out;
  }
  const ran = new Map();
  const unfinished = [];
  for (const r of report.testResults ?? []) {
    const states = r.assertionResults.map((a) => a.status);
    out.passed += states.filter((s) => s === 'passed').length;
    out.failed += states.filter((s) => s === 'failed').length;
    out.skipped += states.filter((s) => s === 'skipped' || s === 'todo').length;
    // 'pending' is a test that started and never ended: its worker died under it.
    const pending = states.filter((s) => s === 'pending').length;
    const emptyPass = states.length === 0 && r.status !== 'failed'; // a file with no test at all would have failed
    if (pending || emptyPass) unfinished.push({ file: r.name, pending });
    else if (states.length === 0) out.failed += 1; // failed to load (syntax error, missing import): the message says why
    ran.set(r.name, (ran.get(r.name) ?? 0) + 1);
  }
  const missing = [];
  if (listed) {
    const found = new Map();
    for (const l of listed) found.set(l.file, (found.get(l.file) ?? 0) + 1);
    for (const [file, n] of found) for (let i = ran.get(file) ?? 0; i < n; i++) missing.push(file);
  }
  if (unfinished.length || missing.length) {
    out.failed += unfinished.reduce((s, u) => s + Math.max(1, u.pending), 0) + missing.length;
    const files = [...unfinished.map((u) => u.file), ...missing];
    out.notes.push(
      `Vitest runner crashed: ${unfinished.length + missing.length} test file(s) never ran or did not finish` +
        `${listed ? ` (${listed.length} found, ${listed.length - missing.length - unfinished.length} completed)` : ''}:\n` +
        files
          .slice(0, 10)
          .map((f) => `  ${f}`)
          .join('\n') +
        (files.length > 10 ? `\n  … and ${files.length - 10} more` : ''),
    );
  } else if (status !== 0 && out.failed === 0) {
    out.failed = 1;
    out.notes.push(`Vitest exited with code ${status} without a failed test (an error outside the tests: see its output above).`);
  }
  return out;
}

/** @param {{stats?: {expected?: number, flaky?: number, unexpected?: number, skipped?: number}, errors?: {message?: string}[]} | null} report */
export function summarizePlaywright(report, status) {
  const out = { passed: 0, failed: 0, skipped: 0, notes: [] };
  if (!report) {
    if (status !== 0) {
      out.failed = 1;
      out.notes.push(`Playwright crashed (exit code ${status}) without a report: no end-to-end test is accounted for.`);
    }
    return out;
  }
  const s = report.stats ?? {};
  out.passed = (s.expected ?? 0) + (s.flaky ?? 0);
  out.failed = s.unexpected ?? 0;
  out.skipped = s.skipped ?? 0;
  const flaky = flakyTitles(report);
  if (flaky.length) out.notes.push(`Passed only on a retry (flaky, fix them):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
  const errors = report.errors ?? [];
  if (errors.length) {
    out.failed += errors.length;
    out.notes.push(`Playwright reported ${errors.length} error(s) outside the tests (web server, global setup or a crashed worker).`);
  }
  if (status !== 0 && out.failed === 0) {
    out.failed = 1;
    out.notes.push(`Playwright exited with code ${status} without a failed test.`);
  }
  return out;
}

/** Titles of the tests that failed and then passed on a retry. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') titles.push([...path, spec.title].filter(Boolean).join(' › '));
    }
    for (const s of suite.suites ?? []) walk(s, [...path, s.title]);
  };
  for (const s of report.suites ?? []) walk(s, []);
  return titles;
}
