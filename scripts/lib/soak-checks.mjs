// The soak's checks: requests, recurring jobs, exact limits, the nginx site, e-mail.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { base, MAIL_HTTP_PORT, PERIODS, t0, WORKER_SLEEP_S, work } from './soak-env.mjs';
import { log } from './soak-http.mjs';
import { children } from './soak-procs.mjs';

/** Every check as { name, pass, detail }. */
export async function runChecks({ db, victim, events, limits, outbox, endAt, assets, catcher, signups }) {
  const checks = [];
  const check = (name, pass, detail) => checks.push({ name, pass, detail });

  // 1. requests
  const nginxLog = new Map();
  for (const line of readFileSync(path.join(work, 'nginx-access.log'), 'utf8').split('\n')) {
    const m = line.match(/^(\S+) (\S+) (\S+) (\d+) "([^"]*)" "([^"]*)" "([^"]*)"/);
    if (m) nginxLog.set(m[7], { at: Number(m[1]) * 1000, took: Number(m[2]), status: Number(m[4]), upstream: m[5], upstreamStatus: m[6] });
  }
  const failed = log.filter((e) => !e.ok);
  const victimAddr = `127.0.0.1:${victim.port}`;
  // Failures the kill explains, and nothing else: the request was on the killed process (the last upstream
  // nginx tried) between the signal and the process's death, and either
  //  - a POST without an Idempotency-Key that had reached it (not a like): nginx does not re-send it (see deploy/nginx),
  //    the client gets 502; or
  //  - a response whose headers had already gone to the client when the process died mid-body: nginx
  //    cannot take back what it sent, so it closes the connection (the client sees a socket error).
  const onVictim = (e) => {
    const n = nginxLog.get(e.id);
    return n?.upstream.split(', ').at(-1) === victimAddr && e.start <= events.diedAt && e.end >= events.killedAt;
  };
  // POST /api/likes (decision 2503) and every POST with an Idempotency-Key (like, reply, sign-up, contact: decision
  // 2506) are passed on by nginx: their 502 is a failure like any other.
  const notResent = failed.filter((e) => onVictim(e) && e.method === 'POST' && e.status === 502 && e.url !== '/api/likes' && !e.keyed);
  const cutMidBody = failed.filter((e) => onVictim(e) && e.status >= 200 && e.status < 300 && e.error);
  const interrupted = [...notResent, ...cutMidBody];
  const unexplained = failed.filter((e) => !interrupted.includes(e));
  const retried = [...nginxLog.values()].filter((n) => n.upstream.includes(',')).length;
  // The POSTs among them, by kind (a keyed reply, contact message or sign-up here is decision 2506 at work).
  const postsPassedOn = {};
  for (const e of log) if (e.method === 'POST' && nginxLog.get(e.id)?.upstream.includes(',')) postsPassedOn[e.kind] = (postsPassedOn[e.kind] ?? 0) + 1;
  const byKind = {};
  for (const e of log) {
    byKind[e.kind] ??= { n: 0, failed: 0 };
    byKind[e.kind].n++;
    if (!e.ok) byKind[e.kind].failed++;
  }
  check(
    'no failed request',
    unexplained.length === 0,
    `${log.length} requests (${Object.entries(byKind)
      .map(([k, v]) => `${k} ${v.n}${v.failed ? `/${v.failed} failed` : ''}`)
      .join(', ')}); ${retried} passed on to the next app process by nginx (POST: ${
      Object.entries(postsPassedOn)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }); in flight on the killed process when it died: ${notResent.length} POST answered 502 (not re-sent by design), ${cutMidBody.length} response(s) cut mid-body${cutMidBody.map((e) => ` (${e.method} ${e.url})`).join('')}; unexplained failures: ${unexplained.length}${unexplained
      .slice(0, 8)
      .map((e) => `\n      ${e.method} ${e.url} -> ${e.status || e.error} ${e.status ? (e.error ?? '').slice(0, 120) : ''}`)
      .join('')}`,
  );

  // 2. recurring jobs: one claim per tick, none missed
  const claims = (await db.query(`select name, extract(epoch from claimed_at) * 1000 as at, app from soak_job_claims order by claimed_at`)).rows;
  const jobLines = [];
  let jobsOk = true;
  for (const [name, period] of Object.entries(PERIODS)) {
    const mine = claims.filter((c) => c.name === name).map((c) => ({ at: Number(c.at), app: c.app }));
    const gaps = mine.slice(1).map((c, i) => (c.at - mine[i].at) / 1000);
    const doubled = gaps.filter((g) => g < period - 1).length;
    // A tick is due `period` after the last claim; the first worker loop to come round claims it:
    // a loop sleeps WORKER_SLEEP_S between passes (plus the time a pass takes).
    // The next tick is due `period` after a claim. Later than a pass or two is LATE (reported: worker
    // loops are slow); a whole period later is a MISSED tick (fails), as is one overdue at the end.
    const slack = WORKER_SLEEP_S + 8;
    const late = gaps.filter((g) => g > period + slack && g < 2 * period).length;
    const missed = gaps.filter((g) => g >= 2 * period).length;
    const overdue = mine.length ? (endAt - (mine[mine.length - 1].at + period * 1000)) / 1000 : 0;
    const missedEnd = overdue >= period ? 1 : 0;
    const lateEnd = overdue > slack && !missedEnd ? 1 : 0;
    const ok = mine.length >= 1 && doubled === 0 && missed === 0 && missedEnd === 0;
    jobsOk &&= ok;
    const byApp = {};
    for (const c of mine) byApp[c.app] = (byApp[c.app] ?? 0) + 1;
    jobLines.push(
      `${name} (every ${period}s): ${mine.length} claim(s) [${Object.entries(byApp)
        .map(([a, n]) => `${a}: ${n}`)
        .join(
          ', ',
        )}]${gaps.length ? `, gaps ${gaps.map((g) => g.toFixed(1)).join('/')}s` : ''}${doubled ? `, ${doubled} DOUBLE` : ''}${late + lateEnd ? `, ${late + lateEnd} LATE` : ''}${missed + missedEnd ? `, ${missed + missedEnd} MISSED` : ''}`,
    );
  }
  const jobErrors = readdirSync(work)
    .filter((f) => f.startsWith('app-') && f.endsWith('.log'))
    .flatMap((f) => readFileSync(path.join(work, f), 'utf8').split('\n'))
    .filter((l) => l.includes('recurring job failed') || l.includes('"msg":"job failed"')).length;
  const queued = (await db.query(`select status, count(*)::int n from background_jobs group by status order by status`)).rows;
  const stuckJobs = queued.filter((r) => r.status === 'running' || r.status === 'failed').reduce((s, r) => s + r.n, 0);
  check(
    'every recurring job ran once per tick',
    jobsOk && jobErrors === 0 && stuckJobs === 0,
    `${jobLines.join('\n      ')}\n      job handler errors in the logs: ${jobErrors}; queued jobs: ${queued.map((r) => `${r.status} ${r.n}`).join(', ') || 'none'}`,
  );

  // 3. limits
  for (const l of limits) {
    check(
      `limit exact: ${l.name}`,
      l.got.admitted === l.want && l.got.other.length === 0,
      `admitted ${l.got.admitted} (want ${l.want}), refused ${l.got.refused}${l.got.other.length ? `, other ${l.got.other.map((o) => o.status || o.error).join(',')}` : ''}`,
    );
  }

  // 4. what the nginx site promises: long cache for assets, gzip for text, a body size limit
  const asset = await fetch(`${base}${assets.find((a) => a.endsWith('.js'))}`, { headers: { 'accept-encoding': 'gzip' } });
  const api = await fetch(`${base}/api/landing`, { headers: { 'accept-encoding': 'gzip' } });
  const big = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(4 * 1024 * 1024) });
  const headerFacts = {
    'asset cache-control': asset.headers.get('cache-control'),
    'asset content-encoding': asset.headers.get('content-encoding'),
    'API content-encoding': api.headers.get('content-encoding'),
    '4 MB body': big.status,
  };
  await Promise.all([asset.arrayBuffer(), api.arrayBuffer(), big.arrayBuffer()]);
  check(
    'nginx: cache, gzip and body size',
    headerFacts['asset cache-control'] === 'public, max-age=31536000, immutable' &&
      headerFacts['asset content-encoding'] === 'gzip' &&
      headerFacts['API content-encoding'] === 'gzip' &&
      headerFacts['4 MB body'] === 413,
    Object.entries(headerFacts)
      .map(([k, v]) => `${k}: ${v}`)
      .join('; '),
  );

  // 5. e-mail: every sent outbox row arrived exactly once; nothing left undelivered; one confirmation per sign-up
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const key = (to, subject, text) => `${to.toLowerCase()}|${subject}|${createHash('sha1').update(norm(text)).digest('hex')}`;
  const sentRows = (await db.query(`select to_address, subject, text from email_outbox where status = 'sent'`)).rows;
  if (!children.has(catcher)) throw new Error(`the mail catcher died; see ${path.join(work, 'mail-catcher.log')}`);
  const caught = await (await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`)).json();
  const want = new Map();
  for (const r of sentRows) want.set(key(r.to_address, r.subject, r.text), (want.get(key(r.to_address, r.subject, r.text)) ?? 0) + 1);
  const got = new Map();
  for (const m of caught) for (const to of m.to) got.set(key(to, m.subject, m.text), (got.get(key(to, m.subject, m.text)) ?? 0) + 1);
  let lost = 0;
  let doubled = 0;
  for (const [k, n] of want) lost += Math.max(0, n - (got.get(k) ?? 0));
  // A message the killed process delivered but could not mark 'sent' is at the catcher once: not (yet) a double.
  const held = (await db.query(`select to_address, subject, text, locked_at from email_outbox where status = 'sending'`)).rows;
  const heldKeys = new Map();
  for (const r of held) heldKeys.set(key(r.to_address, r.subject, r.text), (heldKeys.get(key(r.to_address, r.subject, r.text)) ?? 0) + 1);
  for (const [k, n] of got) doubled += Math.max(0, n - (want.get(k) ?? 0) - (heldKeys.get(k) ?? 0));
  const notSent = outbox.filter((r) => r.status === 'pending' || r.status === 'failed').reduce((s, r) => s + r.n, 0);
  const confirmations = signups.filter((e) => caught.filter((m) => m.to.includes(e)).length !== 1);
  check(
    'no e-mail lost or doubled',
    lost === 0 && doubled === 0 && notSent === 0,
    `outbox ${outbox.map((r) => `${r.status} ${r.n}`).join(', ')}; catcher received ${caught.length}; of the sent rows lost ${lost}, doubled ${doubled}; pending or failed ${notSent}; sign-ups without exactly one confirmation yet: ${confirmations.length}/${signups.length}`,
  );
  // Rows the killed process had claimed ('sending') are taken by another process once the killed one's heartbeat is 30 s old; if one had
  // already reached the SMTP server, the retry after the lease sends it a second time.
  const heldDelivered = held.filter((r) => (got.get(key(r.to_address, r.subject, r.text)) ?? 0) > 0).length;
  check(
    'no e-mail held by the killed process',
    held.length === 0,
    `${held.length} row(s) left 'sending' (claimed at ${[...new Set(held.map((r) => `+${((new Date(r.locked_at).getTime() - t0) / 1000).toFixed(1)}s`))].join(', ') || '-'}, the kill was at +${((events.killedAt - t0) / 1000).toFixed(1)}s): taken by another process once its heartbeat is 30 s old; ${heldDelivered} of them already delivered, so their retry will send them twice`,
  );
  return checks;
}
