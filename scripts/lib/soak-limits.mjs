// Exact limits: parallel bursts through nginx, spread over every process.
import { call } from './soak-http.mjs';
import { CONTACT_LIMIT, REPLY_LIMIT, runId, SIGNUP_LIMIT } from './soak-env.mjs';

/** Each limit's burst: how many were admitted (want: exactly the limit), refused, or answered otherwise. */
export async function burstLimits({ topics, sessions }) {
  /** `n` parallel POSTs to `path`; `opts(i)` gives the i-th request's sender and body. */
  const burst = async (n, path, opts) => {
    const rs = await Promise.all(Array.from({ length: n }, (_, i) => call('limit', 'POST', path, { expect: [201, 429], record: false, ...opts(i) })));
    return {
      admitted: rs.filter((r) => r.status === 201).length,
      refused: rs.filter((r) => r.status === 429).length,
      other: rs.filter((r) => r.status !== 201 && r.status !== 429),
    };
  };
  const limitIp = (k) => `198.51.100.${k}`;
  const limits = [
    {
      name: `contact messages per IP (${CONTACT_LIMIT}/hour), 20 in parallel`,
      want: CONTACT_LIMIT,
      got: await burst(20, '/api/contact', (i) => ({
        from: limitIp(10),
        body: { name: 'Limit Tester', email: 'limit@example.net', subject: 'other', message: `Burst ${i}` },
      })),
    },
    {
      name: `sign-ups per IP (${SIGNUP_LIMIT}/hour), 30 in parallel`,
      want: SIGNUP_LIMIT,
      got: await burst(30, '/api/auth/signup', (i) => ({ from: limitIp(11), body: { email: `limit-${runId}-${i}@example.net`, password: 'soak-pass-1234' } })),
    },
    {
      name: `forum replies per member (${REPLY_LIMIT}/hour), 45 in parallel`,
      want: REPLY_LIMIT,
      got: await burst(45, `/api/forum/topics/${topics[0]}/replies`, (i) => ({
        token: sessions['manager@example.com'],
        body: { content: `Limit burst ${i}` },
      })),
    },
  ];
  return limits;
}
