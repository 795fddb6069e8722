import { Button } from './button.tsx';

type Props = {
  onCancel: () => void;
  /** The action is under way: the button is disabled and says `busyLabel`. */
  busy: boolean;
  label: string;
  busyLabel?: string;
  /** Without it the button submits the form it sits in. */
  onConfirm?: () => void;
  danger?: boolean;
  className?: string;
};

/** Cancel and the form's (or dialog's) action button, at the end of a form or dialog. */
export function SubmitRow({ onCancel, busy, label, busyLabel = 'Saving...', onConfirm, danger = false, className = 'flex justify-end gap-2' }: Props) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={danger ? 'danger' : 'primary'} disabled={busy} onClick={onConfirm}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
