import { errorText } from '@portal/shared/api';
import { CONSENT_WORDING_KEY, consentMessages, type VendorConsent } from '@portal/shared/consent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuthState } from '../../../lib/auth.tsx';
import { formatDay } from '../../../lib/format.ts';
import { consentKeys, decideConsent, myConsentsQuery } from '../api/consent-api.ts';

const dateText = formatDay;

function status(c: VendorConsent) {
  if (c.shared) return `Sharing your details since ${dateText(c.decidedAt as string)}`;
  if (c.shared === false) return `Not shared (your choice of ${dateText(c.decidedAt as string)})`;
  return 'Not shared (you have not been asked yet)';
}

function VendorRow({ c }: { c: VendorConsent }) {
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: () => decideConsent({ vendorId: c.vendorId, shared: !c.shared, wordingKey: CONSENT_WORDING_KEY, source: 'preferences' }),
    onSuccess: async () => {
      setError(null);
      await qc.invalidateQueries({ queryKey: consentKeys.all });
    },
    onError: (err) => setError(errorText(err)),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium">{c.vendorName}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{status(c)}</p>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        disabled={toggle.isPending}
        onClick={() => toggle.mutate()}
        aria-label={`${c.shared ? consentMessages.withdraw : consentMessages.shareNow} my details ${c.shared ? 'from' : 'with'} ${c.vendorName}`}
      >
        {c.shared ? consentMessages.withdraw : consentMessages.shareNow}
      </Button>
    </li>
  );
}

/** Preferences: every vendor the member decided for or interacted with, and a one-click Withdraw / Share. */
export function VendorSharing() {
  const auth = useAuthState();
  const userId = auth.status === 'signedIn' ? auth.session.user.id : '';
  const q = useQuery({ ...myConsentsQuery(userId), enabled: Boolean(userId) });
  return (
    <section aria-labelledby="vendor-sharing" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="vendor-sharing" className="text-lg font-semibold">
        {consentMessages.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{consentMessages.sectionIntro}</p>
      <div className="mt-3">
        {q.isPending ? (
          <div className="space-y-2" aria-busy="true">
            {[0, 1].map((i) => (
              <div key={i} className="h-10 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            ))}
          </div>
        ) : q.isError ? (
          <Alert tone="error">
            {consentMessages.loadError} {errorText(q.error)}
          </Alert>
        ) : q.data.items.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{consentMessages.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {q.data.items.map((c) => (
              <VendorRow key={c.vendorId} c={c} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
