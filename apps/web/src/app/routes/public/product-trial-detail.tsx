import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { trialAccessQuery } from '../../../features/trials/api/trials-api.ts';
import { TrialPanel } from '../../../features/trials/components/trial-panel.tsx';
import { useAuthState } from '../../../lib/auth.tsx';
import { useTitle } from '../../../lib/use-title.ts';

/** Placeholder product trial detail (issue 3 replaces it with the full page and mounts <TrialPanel/>). */
export default function ProductTrialDetailRoute() {
  const { id = '' } = useParams();
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.session.user.id : 'anon';
  const q = useQuery({ ...trialAccessQuery(id, userId), enabled: auth.status !== 'loading' });
  useTitle(q.data?.trial.productName ?? 'Product Trial');
  if (q.isError) {
    return (
      <section className="py-16 text-center">
        <h1 className="text-2xl font-semibold">Trial not found</h1>
        <Link to={paths.productTrials} className="mt-4 inline-block text-brand-700 underline dark:text-brand-100">
          Back to Product Trials
        </Link>
      </section>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <article className="space-y-3">
        <Link to={paths.productTrials} className="inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-300">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Product Trials
        </Link>
        <h1 className="text-2xl font-semibold">{q.data?.trial.productName ?? '…'}</h1>
        {q.data?.trial.vendorName && q.data.trial.vendorId && (
          <Link to={paths.vendor(q.data.trial.vendorId)} className="text-sm text-brand-700 hover:underline dark:text-brand-100">
            {q.data.trial.vendorName}
          </Link>
        )}
        <p className="text-slate-700 dark:text-slate-300">{q.data?.trial.description}</p>
      </article>
      <div>
        <TrialPanel trialId={id} />
      </div>
    </div>
  );
}
