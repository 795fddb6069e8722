import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

export function BackToForum() {
  return (
    <Link to={paths.forum} className="inline-flex items-center gap-1 text-sm text-brand-600 hover:underline dark:text-brand-300">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Back to Forum
    </Link>
  );
}

/** An error or success message in its own spaced block; nothing when there is no message. */
export function SpacedAlert({ tone, text, className }: { tone: 'error' | 'success'; text: string | null; className: string }) {
  if (!text) return null;
  return (
    <div className={className}>
      <Alert tone={tone}>{text}</Alert>
    </div>
  );
}

/** Submit (its label while busy) and, when the form can be left, Cancel. */
export function FormActions({
  busy,
  submitLabel,
  busyLabel,
  onCancel,
  className,
}: {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel?: () => void;
  className: string;
}) {
  return (
    <div className={className}>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}

/** A labelled form field (the label above its control). */
export function FormField({ htmlFor, label, className = 'space-y-1', children }: { htmlFor: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children}
    </div>
  );
}
