import { errorMessage } from '../../../lib/api-client.ts';
import { useQuery } from '@tanstack/react-query';
import { format } from '../../../lib/format.ts';
import { BadgeCheck, Briefcase, Building2, Mail, Settings, Sparkles } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { profileQuery } from '../api/profile-api.ts';
import { Avatar } from './avatar.tsx';

const fmt = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Invalid date' : format(d, 'MMM d, yyyy');
};

/** Banner, avatar or initial, name or 'Anonymous User', e-mail, job title, company; Pro badge and subscription, or upgrade. */
export function ProfileView() {
  const q = useQuery(profileQuery());
  if (q.isPending) return <div className="h-64 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" aria-busy="true" />;
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  const { profile, subscription } = q.data;
  const name = profile.fullName?.trim() || 'Anonymous User';
  return (
    <div className="space-y-6">
      <section className="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="h-28 bg-gradient-to-r from-brand-600 to-indigo-400 dark:from-brand-700 dark:to-slate-700" aria-hidden="true" />
        <div className="px-6 pb-6">
          <div className="-mt-12 flex flex-wrap items-end justify-between gap-4">
            <Avatar url={profile.avatarUrl} name={profile.fullName || profile.email} size="lg" />
            <div className="flex flex-wrap gap-2">
              {profile.isPro ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-200">
                  <BadgeCheck className="h-4 w-4" aria-hidden="true" /> Pro Member
                </span>
              ) : (
                <ButtonLink to={paths.upgrade}>
                  <Sparkles className="h-4 w-4" aria-hidden="true" /> Upgrade to Pro
                </ButtonLink>
              )}
              <ButtonLink to={paths.preferences} variant="secondary">
                <Settings className="h-4 w-4" aria-hidden="true" /> Edit preferences
              </ButtonLink>
            </div>
          </div>
          <h1 className="mt-4 text-2xl font-semibold">{name}</h1>
          <ul className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 text-slate-400" aria-hidden="true" />
              <span className="sr-only">E-mail: </span>
              {profile.email}
            </li>
            {profile.jobTitle && (
              <li className="flex items-center gap-2">
                <Briefcase className="h-4 w-4 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Job title: </span>
                {profile.jobTitle}
              </li>
            )}
            {profile.company && (
              <li className="flex items-center gap-2">
                <Building2 className="h-4 w-4 text-slate-400" aria-hidden="true" />
                <span className="sr-only">Company: </span>
                {profile.company}
              </li>
            )}
          </ul>
        </div>
      </section>
      {profile.isPro && subscription && (
        <section aria-labelledby="subscription-heading" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="subscription-heading" className="text-lg font-semibold">
            Subscription
          </h2>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Plan</dt>
              <dd className="font-medium capitalize">{subscription.planType}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Status</dt>
              <dd className="font-medium capitalize">{subscription.status}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{subscription.status === 'cancelled' ? 'Access until' : 'Renewal date'}</dt>
              <dd className="font-medium">{fmt(subscription.endDate)}</dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">Discount</dt>
              <dd className="font-medium">{subscription.discountPercentage}%</dd>
            </div>
          </dl>
        </section>
      )}
    </div>
  );
}
