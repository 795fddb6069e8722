import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

// Loaded on the first press: the form's schema check (zod) and dialog are not part of the jobs list's first load.
const CreateAlertDialog = lazy(() => import('./create-alert-dialog.tsx').then((m) => ({ default: m.CreateAlertDialog })));

/** 'Create job alert' on the jobs list: saves the current search and filters; visitors confirm their e-mail first. */
export function CreateAlertButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <BellPlus className="h-4 w-4" aria-hidden="true" /> Create job alert
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateAlertDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
