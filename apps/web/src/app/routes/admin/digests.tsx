import { digestMessages } from '@portal/shared/digests';
import { DigestHistory } from '../../../features/digests/components/digest-history.tsx';
import { DigestTriggerForm } from '../../../features/digests/components/digest-trigger-form.tsx';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminDigestsRoute() {
  useTitle(digestMessages.title);
  return (
    <section>
      <h1 className="text-2xl font-semibold">{digestMessages.title}</h1>
      <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">
        Daily (Pro only), weekly on Mondays, biweekly on the 1st and 15th, monthly on the 1st: sent automatically, or now from here.
      </p>
      <DigestTriggerForm />
      <DigestHistory />
    </section>
  );
}
