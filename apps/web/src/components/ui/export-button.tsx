import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** A CSV download: `start` runs it, `busy` while it runs, `error` the reason it failed (or `failed`). */
export function useExport(run: () => Promise<unknown>, failed: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      await run();
    } catch (e) {
      setError(e instanceof Error ? e.message : failed);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, start };
}

/** The Export button of a screen's header; 'Exporting…' while it runs. */
export function ExportButton({ label, busy, disabled, onClick }: { label: string; busy: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy || disabled}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {busy ? 'Exporting…' : label}
    </Button>
  );
}

/** Why the export failed, under the header. */
export function ExportError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <div className="mt-4">
      <Alert tone="error">{error}</Alert>
    </div>
  );
}
