// Exact limits: parallel bursts through nginx, spread over every process.
import { call } from './soak-http.mjs';
import { CONTACT_LIMIT, REPLY_LIMIT, runId, SIGNUP_LIMIT } from './soak-env.mjs';

/** Each limit's burst: how many were admitted (want: exactly the limit), refused, or answered otherwise. */
export async function burstLimits({ topics, sessions }) {
  const burst = async (n, make) => {
    const rs = await Promise.all(Array.from({ length: n }, (_, i) => make(i)));
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
      got: await burst(20, (i) =>
        call('limit', 'POST', '/api/contact', {
          from: limitIp(10),
          expect: [201, 429],
          record: false,
          body: { name: 'Limit Tester', email: 'limit@example.net', subject: 'other', message: `Burst ${i}` },
        }),
      ),
    },
    {
      name: `sign-ups per IP (${SIGNUP_LIMIT}/hour), 30 in parallel`,
      want: SIGNUP_LIMIT,
      got: await burst(30, (i) =>
        call('limit', 'POST', '/api/auth/signup', {
          from: limitIp(11),
          expect: [201, 429],
          record: false,
          body: { email: `limit-${runId}-${i}@example.net`, password: 'soak-pass-1234' },
        }),
      ),
    },
    {
      name: `forum replies per member (${REPLY_LIMIT}/hour), 45 in parallel`,
      want: REPLY_LIMIT,
      got: await burst(45, (i) =>
        call('limit', 'POST', `/api/forum/topics/${topics[0]}/replies`, {
          token: sessions['manager@example.com'],
          expect: [201, 429],
          record: false,
          body: { content: `Limit burst ${i}` },
        }),
      ),
    },
  ];
  return limits;
}
