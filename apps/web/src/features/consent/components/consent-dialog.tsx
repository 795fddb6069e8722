import { errorText } from '@portal/shared/api';
import { CONSENT_WORDING_KEY, type ConsentNeeded, consentMessages, consentWordings, sharedFields } from '@portal/shared/consent';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { consentAnswered, useConsentRequest } from '../../../lib/consent-prompt.ts';
import { consentKeys, decideConsent } from '../api/consent-api.ts';

/**
 * "Share your details with <vendor>?" asked once per vendor after a first like, registration or
 * activation (docs/decisions/1801). Share and Not now look the same; Escape and Close mean Not now
 * (sharing needs an explicit Share). The wording shown is the versioned text the server records.
 */
function ConsentQuestion({ request }: { request: ConsentNeeded }) {
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (shared: boolean) => decideConsent({ vendorId: request.vendorId, shared, wordingKey: CONSENT_WORDING_KEY, source: request.source }),
    onSuccess: async () => {
      consentAnswered(request.vendorId);
      await qc.invalidateQueries({ queryKey: consentKeys.all });
    },
    onError: (err) => setError(errorText(err)),
  });
  const answer = (shared: boolean) => {
    if (decide.isPending) return;
    setError(null);
    decide.mutate(shared);
  };
  return (
    <Modal title={consentMessages.dialogTitle(request.vendorName)} onClose={() => answer(false)}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{consentWordings[CONSENT_WORDING_KEY](request.vendorName)}</p>
      <p className="mt-3 text-sm font-medium">What {request.vendorName} would receive:</p>
      <ul className="mt-1 list-disc pl-6 text-sm text-slate-700 dark:text-slate-300">
        {sharedFields.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" disabled={decide.isPending} onClick={() => answer(false)}>
          {consentMessages.notNow}
        </Button>
        <Button variant="secondary" disabled={decide.isPending} onClick={() => answer(true)}>
          {consentMessages.share}
        </Button>
      </div>
    </Modal>
  );
}

/** Mounted once at the root: shows the pending consent question, if any. */
export function ConsentDialogHost() {
  const request = useConsentRequest();
  return request ? <ConsentQuestion key={request.vendorId} request={request} /> : null;
}
