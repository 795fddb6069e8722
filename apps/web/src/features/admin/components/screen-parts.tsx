import type { sendResult } from '@portal/shared/admin';
import type { LucideIcon } from 'lucide-react';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { type Resource, useSend } from '../api/admin-api.ts';
import { IconButton } from './admin-ui.tsx';
import { FilterSelect } from './form-controls.tsx';
import type { Notify } from './resource-screen.tsx';
import { VendorFilter } from './vendor-select.tsx';

/** The vendor (or company) filter of a screen's toolbar. */
export const vendorFilter = (label?: string, allLabel?: string) => ({
  param: 'vendorId',
  initial: '',
  render: (value: string, onChange: (v: string) => void) => <VendorFilter label={label} allLabel={allLabel} value={value} onChange={onChange} />,
});

export const capitalized = (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`;

/** The status filter of a screen's toolbar: All Statuses, then each status (capitalized unless `label` says otherwise). */
export const statusFilter = (statuses: readonly string[], label: (s: string) => string = capitalized) => {
  const options = [{ value: 'all', label: 'All Statuses' }, ...statuses.filter((s) => s !== 'all').map((s) => ({ value: s, label: label(s) }))];
  return {
    param: 'status',
    initial: 'all',
    render: (value: string, onChange: (v: string) => void) => <FilterSelect label="Status" value={value} onChange={onChange} options={options} />,
  };
};

/** Empty-table text with a Clear search link while a search is active. */
export const emptyWithClear =
  (text: string) =>
  ({ searching, clearSearch }: { searching: boolean; clearSearch: () => void }) => (
    <span>
      {text}{' '}
      {searching && (
        <button type="button" className="text-brand-700 underline dark:text-brand-100" onClick={clearSearch}>
          Clear search
        </button>
      )}
    </span>
  );

/** A row action that sends e-mail (job reminder, notify subscribers) and reports the count in the banner. */
export function SendButton({
  resource,
  action,
  id,
  label,
  icon: Icon,
  done,
  notice,
}: {
  resource: Resource;
  action: 'reminder' | 'notify';
  id: string;
  label: string;
  icon: LucideIcon;
  done: (r: z.output<typeof sendResult>) => string;
  notice: Notify;
}) {
  const send = useSend(resource, action);
  return (
    <IconButton
      label={label}
      onClick={() => send.mutate({ id }, { onSuccess: (r) => notice('success', done(r)), onError: (err) => notice('error', errorMessage(err)) })}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </IconButton>
  );
}
