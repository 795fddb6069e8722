import { Button } from './button.tsx';

/** A form's Cancel and submit buttons, right-aligned; the submit button shows `busyLabel` while it works. */
export function FormActions({
  onCancel,
  busy,
  label,
  busyLabel,
  cancelVariant = 'secondary',
}: {
  onCancel: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  cancelVariant?: 'secondary' | 'ghost';
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant={cancelVariant} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
