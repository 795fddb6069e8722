// The mixed workload: virtual users browse, sign in, like, reply, edit jobs, sign up and write to
// the contact form, while one app process is SIGKILLed at 40% of the run and restarted at 60%.
import { apps, startApp } from './soak-procs.mjs';
import { call, nextIp, seq } from './soak-http.mjs';
import { CONCURRENCY, REPLY_BUDGET, runId, SECONDS, say, sleep } from './soak-env.mjs';

/** Runs the workload for --seconds; returns the sign-ups and contact messages made and the kill's times. */
export async function runWorkload({ accounts, sessions, ids, topics, assets }) {
  const deadline = Date.now() + SECONDS * 1000;
  const replies = Object.fromEntries(accounts.map((a) => [a, 0]));
  const signups = [];
  let signupSeq = 0;
  const contacts = [];
  const pick = (a) => a[Math.floor(Math.random() * a.length)];
  const browse = () =>
    pick([
      '/api/landing',
      '/api/webinars',
      '/api/jobs',
      '/api/vendors',
      '/api/certifications',
      '/api/ai-courses',
      '/api/product-updates',
      '/api/product-trials',
      '/api/forum/topics',
      '/api/search?q=ai',
      `/api/webinars/${pick(ids.webinar)}`,
      `/api/vendors/${pick(ids.vendor)}`,
      `/api/product-trials/${pick(ids.product_trial)}`,
      `/api/forum/topics/${pick(topics)}`,
      '/',
      '/jobs',
      pick(assets),
    ]);
  async function step(vu) {
    const who = accounts[vu % accounts.length];
    const token = sessions[who];
    const r = Math.random();
    if (r < 0.6) return call('browse', 'GET', browse(), { token: Math.random() < 0.3 ? token : undefined });
    if (r < 0.75) {
      const type = pick(['webinar', 'job', 'certification', 'product_trial']);
      const body = { contentType: type, contentId: pick(ids[type]) };
      // Three members like far more than the 100-an-hour limit in a run: a 429 is the limit doing its job.
      const expect = [200, 201, 204, 429];
      await call('like', 'POST', '/api/likes', { token, body, expect, idempotent: true });
      return call('like', 'DELETE', '/api/likes', { token, body, expect });
    }
    if (r < 0.83) return call('browse', 'GET', pick(['/api/me', '/api/dashboard', '/api/notifications/unread-count']), { token });
    if (r < 0.89 && replies[who] < REPLY_BUDGET) {
      replies[who]++;
      return call('reply', 'POST', `/api/forum/topics/${pick(topics)}/replies`, {
        token,
        body: { content: `Soak reply ${seq} from ${who}` },
        idempotent: true,
      });
    }
    if (r < 0.93) {
      const a = sessions['admin@example.com'];
      const got = await call('admin', 'GET', `/api/admin/jobs/${pick(ids.job)}`, { token: a });
      if (!got.ok) return got;
      const j = got.json;
      const body = {
        vendorId: j.vendorId,
        jobTitle: j.jobTitle,
        jobDescription: `${(j.jobDescription ?? 'A job').replace(/ \(soak \d+\)$/, '')} (soak ${seq})`,
        jobPageUrl: j.jobPageUrl ?? 'https://example.com/job',
        locationCity: j.locationCity ?? 'Pune',
        locationState: j.locationState ?? 'Maharashtra',
        locationCountry: j.locationCountry ?? 'India',
        experienceLevel: j.experienceLevel,
        jobType: j.jobType,
        salaryMin: j.salaryMin,
        salaryMax: j.salaryMax,
        salaryCurrency: j.salaryCurrency,
        requirements: j.requirements,
        postedDate: j.postedDate ?? new Date().toISOString().slice(0, 10),
        status: j.status,
      };
      return call('admin', 'PUT', `/api/admin/jobs/${j.id}`, { token: a, body });
    }
    if (r < 0.965) {
      const email = `soak-${runId}-${++signupSeq}@example.net`;
      const res = await call('signup', 'POST', '/api/auth/signup', { body: { email, password: 'soak-pass-1234' }, from: nextIp(), idempotent: true });
      if (res.ok) signups.push(email);
      return res;
    }
    const res = await call('contact', 'POST', '/api/contact', {
      from: nextIp(),
      idempotent: true,
      body: { name: 'Soak Tester', email: 'soak@example.net', subject: 'general', message: `Soak message ${seq}` },
    });
    if (res.ok) contacts.push(res.id);
    return res;
  }
  const killAt = Date.now() + SECONDS * 400;
  const restartAt = Date.now() + SECONDS * 600;
  const victim = apps[Math.min(1, apps.length - 1)];
  const events = {};
  const chaos = (async () => {
    await sleep(Math.max(0, killAt - Date.now()));
    events.killedAt = Date.now();
    victim.child.kill('SIGKILL');
    await victim.child.exited;
    events.diedAt = Date.now();
    say(`SIGKILL ${victim.name}`);
    await sleep(Math.max(0, restartAt - Date.now()));
    events.restartedAt = Date.now();
    await startApp(apps.indexOf(victim), false);
    events.healthyAt = Date.now();
    say(`${victim.name} restarted, healthy after ${((events.healthyAt - events.restartedAt) / 1000).toFixed(1)}s`);
  })();
  say(`workload: ${CONCURRENCY} virtual users for ${SECONDS}s`);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, vu) => {
      while (Date.now() < deadline) await step(vu);
    }),
  );
  await chaos;
  return { signups, contacts, events, victim };
}
