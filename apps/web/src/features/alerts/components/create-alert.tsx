import type { AlertFrequency } from '@portal/shared/alerts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuthState } from '../../../lib/auth.tsx';
import { takePending } from '../../../lib/pending-form.ts';
import { PENDING_ALERT, type PendingAlert } from './pending-alert.ts';

// Loaded on the first press: the form's schema check (zod) and dialog are not part of the jobs list's first load.
const CreateAlertDialog = lazy(() => import('./create-alert-dialog.tsx').then((m) => ({ default: m.CreateAlertDialog })));

/**
 * 'Create job alert' on the jobs list: saves the current search and filters; visitors confirm their e-mail first, or
 * sign in: back on the list signed in, the alert they were saving is saved (the dialog opens and says so).
 */
export function CreateAlertButton() {
  const [open, setOpen] = useState(false);
  const [resume, setResume] = useState<AlertFrequency | undefined>();
  const auth = useAuthState();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the session says a member is here
  useEffect(() => {
    if (auth.status !== 'signedIn') return;
    const kept = takePending<PendingAlert>(PENDING_ALERT);
    if (!kept || kept.search !== location.search) return;
    setResume(kept.frequency);
    setOpen(true);
  }, [auth.status]);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon name="bell-plus" className="h-4 w-4" /> Create job alert
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateAlertDialog
            resume={resume}
            onClose={() => {
              setOpen(false);
              setResume(undefined);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
