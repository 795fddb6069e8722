import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { webinarPanelQuery } from '../../../features/webinars/api/webinar-registration-api.ts';
import { WebinarRegister } from '../../../features/webinars/components/webinar-register.tsx';
import { useAuthState } from '../../../lib/auth.tsx';
import { useTitle } from '../../../lib/use-title.ts';

/** Placeholder webinar detail (issue 3 replaces it with the full page and mounts <WebinarRegister/>). */
export default function WebinarDetailRoute() {
  const { id = '' } = useParams();
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.session.user.id : 'anon';
  const q = useQuery({ ...webinarPanelQuery(id, userId), enabled: auth.status !== 'loading' });
  useTitle(q.data?.webinar.title ?? 'Webinar');
  if (q.isError) {
    return (
      <section className="py-16 text-center">
        <h1 className="text-2xl font-semibold">Webinar not found</h1>
        <Link to={paths.webinars} className="mt-4 inline-block text-brand-700 underline dark:text-brand-100">
          Back to Webinars
        </Link>
      </section>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <article className="space-y-3">
        <Link to={paths.webinars} className="inline-flex items-center gap-1 text-sm text-slate-600 hover:underline dark:text-slate-300">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Webinars
        </Link>
        <h1 className="text-2xl font-semibold">{q.data?.webinar.title ?? '…'}</h1>
        {q.data?.webinar.vendorName && <p className="text-sm text-slate-600 dark:text-slate-300">{q.data.webinar.vendorName}</p>}
        <p className="text-slate-700 dark:text-slate-300">{q.data?.webinar.description}</p>
      </article>
      <div>
        <WebinarRegister webinarId={id} />
      </div>
    </div>
  );
}
