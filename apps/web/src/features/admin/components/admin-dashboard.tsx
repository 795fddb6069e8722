import { SearchInsights } from './search-insights.tsx';
import { timeAgo } from '../../../lib/format.ts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminDashboard } from '../api/admin-api.ts';
import { useReviewCount } from '../api/review-api.ts';

const cards = [
  ['users', 'Users'],
  ['proMembers', 'Pro Members'],
  ['activeJobs', 'Active Jobs'],
  ['upcomingWebinars', 'Upcoming Webinars'],
  ['trialActivations', 'Trial Activations'],
  ['likesThisWeek', 'Likes This Week'],
] as const;

const activityVerbs: Record<string, string> = {
  create: 'added',
  update: 'updated',
  delete: 'deleted',
  activate: 'activated',
  deactivate: 'deactivated',
  feature: 'featured',
  invite: 'invited',
  notify_subscribers: 'notified subscribers about',
  send_job_reminder: 'sent a reminder about',
  send_test: 'sent a test of',
  bulk_update: 'updated several',
  bulk_delete: 'deleted several',
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  publish_trusted: 'published (trusted)',
};
const entityNames: Record<string, string> = {
  product_trial: 'a product trial',
  product_update: 'a product update',
  ai_course: 'an AI course',
  email_template: 'an e-mail template',
  user: 'a user',
  job: 'a job',
  webinar: 'a webinar',
  vendor: 'a vendor',
  certification: 'a certification',
  vendor_submission: 'a vendor submission',
};

/** 'avery@… added a vendor': the log entry as a sentence, without internal ids. */
function activitySentence(a: { actorEmail: string | null; action: string; entityType: string }) {
  const who = a.actorEmail ? a.actorEmail.split('@')[0] : 'The system';
  const verb = activityVerbs[a.action] ?? a.action.replace(/_/g, ' ');
  const what = entityNames[a.entityType] ?? a.entityType.replace(/_/g, ' ');
  return (
    <>
      <span className="font-medium">{who}</span> {verb} {verb.endsWith('several') ? `${what.replace(/^an? /, '')}s` : what}
    </>
  );
}

/** Admin dashboard: stat cards, quick links, recent sign-ups and recent admin activity. */
export function AdminDashboard({ links }: { links: { to: string; label: string }[] }) {
  const q = useAdminDashboard();
  const d = q.data;
  const review = useReviewCount();
  return (
    <section>
      <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
      {q.error && (
        <div className="mt-4">
          <Alert tone="error">{errorMessage(q.error)}</Alert>
        </div>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="Statistics">
        {cards.map(([key, label]) => (
          <li key={key} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
            {d ? (
              <p className="mt-1 text-2xl font-semibold">{d.stats[key]}</p>
            ) : (
              <div className="mt-2 h-7 w-12 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            )}
          </li>
        ))}
        <li className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <Link to="/admin/submissions" className="block hover:underline">
            <span className="text-sm text-slate-600 dark:text-slate-400">Waiting for Review</span>
            <span className="mt-1 block text-2xl font-semibold" data-testid="review-count">
              {review.data ? review.data.pending : '…'}
            </span>
          </Link>
        </li>
      </ul>
      <h2 className="mt-8 text-lg font-medium">Quick Links</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((l) => (
          <li key={l.to}>
            <Link
              to={l.to}
              className="block rounded-lg border border-slate-200 bg-white p-4 font-medium hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
      <SearchInsights searches={d?.searches} />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div>
          <h2 className="text-lg font-medium">Recent Sign-ups</h2>
          <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {d?.recentSignups.map((u) => (
              <li key={u.id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 px-4 py-2 text-sm">
                <span className="min-w-0 break-all">
                  {u.fullName ? `${u.fullName} · ` : ''}
                  {u.email}
                </span>
                <span className="shrink-0 text-slate-600 dark:text-slate-400">{timeAgo(u.createdAt)}</span>
              </li>
            ))}
            {d && !d.recentSignups.length && <li className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">No sign-ups yet.</li>}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-medium">Recent Activity</h2>
          <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {d?.recentActivity.map((a) => (
              <li key={a.id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5 px-4 py-2 text-sm">
                <span className="min-w-0 break-words">{activitySentence(a)}</span>
                <span className="shrink-0 text-slate-600 dark:text-slate-400">{timeAgo(a.createdAt)}</span>
              </li>
            ))}
            {d && !d.recentActivity.length && <li className="px-4 py-3 text-sm text-slate-600 dark:text-slate-400">No admin activity yet.</li>}
          </ul>
        </div>
      </div>
    </section>
  );
}
