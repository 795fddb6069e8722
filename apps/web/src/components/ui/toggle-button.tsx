import type { ButtonHTMLAttributes } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../lib/guards.tsx';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'aria-pressed'> & {
  pressed: boolean;
  /** A visitor's press goes to sign in (and back here) instead of `onToggle`. */
  signedIn: boolean;
  onToggle: () => void;
  /** Shown beside the button as an alert. */
  error: string | null;
};

/** An on/off button (aria-pressed, e.g. Like, Follow) with its error beside it. */
export function ToggleButton({ pressed, signedIn, onToggle, error, children, ...button }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={() => (signedIn ? onToggle() : navigate(loginPathFor(location)))} aria-pressed={pressed} {...button}>
        {children}
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </span>
      )}
    </span>
  );
}
