import { billingMessages, normalizeCode } from '@portal/shared/billing';
import { Tag, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { verifyDiscount } from '../api/billing-api.ts';

export type AppliedCode = { code: string; percentage: number };

/** Unapplied -> applied (field locked, removable with an X). Errors and the applied note are announced. */
export function DiscountCode({ applied, onChange, disabled }: { applied: AppliedCode | null; onChange: (c: AppliedCode | null) => void; disabled: boolean }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function apply(e: FormEvent) {
    e.preventDefault();
    const code = normalizeCode(value);
    if (!code) {
      setError(billingMessages.codeRequired);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const r = await verifyDiscount(code);
      if (r.valid) {
        setValue(r.code);
        onChange({ code: r.code, percentage: r.discountPercentage });
      } else setError(r.message || billingMessages.invalidCode);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) setError(billingMessages.signInAgain);
      else if (err instanceof ApiError && err.status === 400) setError(err.message);
      else setError(billingMessages.validateFailed);
    } finally {
      setChecking(false);
    }
  }

  function remove() {
    onChange(null);
    setValue('');
    setError(null);
    document.getElementById(`${id}-input`)?.focus();
  }

  return (
    <form onSubmit={apply} noValidate className="space-y-2">
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        Discount code
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Tag className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
          <input
            id={`${id}-input`}
            className={`${inputClass} pl-9 uppercase ${applied ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
            value={applied ? applied.code : value}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
            readOnly={Boolean(applied)}
            aria-readonly={applied ? true : undefined}
            disabled={disabled && !applied}
            autoComplete="off"
            placeholder="Enter code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : applied ? `${id}-ok` : undefined}
          />
        </div>
        {applied ? (
          <Button variant="secondary" onClick={remove} disabled={disabled} aria-label={`Remove discount code ${applied.code}`}>
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" variant="secondary" disabled={checking || disabled} aria-busy={checking || undefined}>
            {checking ? 'Checking…' : 'Apply'}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {error && (
          <p id={`${id}-err`} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        {applied && !error && (
          <p id={`${id}-ok`} role="status" className="text-sm font-medium text-green-700 dark:text-green-400">
            {billingMessages.applied(applied.percentage)}
          </p>
        )}
      </div>
    </form>
  );
}
