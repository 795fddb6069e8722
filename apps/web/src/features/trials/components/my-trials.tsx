import { errorMessage } from '../../../lib/api-client.ts';
import { canAccessTrial, type MyTrialDto } from '@portal/shared/trials';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FlaskConical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass, CloseButton } from '../../../components/ui/button.tsx';
import { adminLook, type Column, DataTable, type TableLook } from '../../../components/ui/data-table.tsx';
import { EmptyState, SkeletonList } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { myTrialsQuery } from '../api/trials-api.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { safeDate, TrialDates, TrialStatusBadge, TrialStatusBlock, trialEndText } from './trial-status.tsx';

const look: TableLook = {
  ...adminLook,
  wrap: 'hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900',
  table: 'min-w-full divide-y divide-slate-200 dark:divide-slate-800',
  head: '',
  th: 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400',
  td: 'px-4 py-3 text-sm',
  row: undefined,
};
const nowrap = 'whitespace-nowrap';

function AccessLink({ href, label, className }: { href: string; label: string; className: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function DetailCard({ trial, onClose }: { trial: MyTrialDto; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Phones show the card below the table: bring it into view and move focus to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again when another trial is selected
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [trial.id]);
  return (
    <aside
      aria-labelledby="trial-detail-title"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="space-y-4 self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="trial-detail-title" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {trial.productName}
          </h2>
          {trial.vendorName && <p className="text-sm text-slate-600 dark:text-slate-300">{trial.vendorName}</p>}
        </div>
        <CloseButton label="Close details" onClick={onClose} className="text-slate-600 dark:text-slate-300" icon="h-4 w-4" />
      </div>
      <TrialStatusBlock activation={trial} />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Trial period: {trial.trialPeriodDays} {trial.trialPeriodDays === 1 ? 'day' : 'days'}
      </p>
      <div className="flex flex-col gap-2">
        {trial.accessLink && canAccessTrial(trial) && (
          <a href={trial.accessLink} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'w-full')}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> Access Trial
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <ButtonLink variant="secondary" to={paths.productTrial(trial.trialId)}>
          {trial.status === 'completed' ? 'View trial page' : 'View trial page and share feedback'}
        </ButtonLink>
      </div>
    </aside>
  );
}

const smallButton = '!px-3 !py-1.5 !text-xs';

/**
 * Access only while the activation is active and unexpired (spec: 'Access if active, else Details');
 * every row keeps Details for the side card.
 */
function RowActions({ t, onDetails }: { t: MyTrialDto; onDetails: () => void }) {
  const access = t.accessLink && t.status === 'active' && canAccessTrial(t) ? t.accessLink : null;
  return (
    <div className="flex flex-wrap gap-2">
      {access && <AccessLink href={access} label="Access" className={buttonClass('primary', smallButton)} />}
      <Button variant={access ? 'ghost' : 'secondary'} className={smallButton} onClick={onDetails} aria-label={`Details for ${t.productName}`}>
        Details
      </Button>
    </div>
  );
}

const columns = (onDetails: (t: MyTrialDto) => void): Column<MyTrialDto, never>[] => [
  {
    key: 'product',
    label: 'Product',
    cellClassName: 'font-medium',
    render: (t) => (
      <Link to={paths.productTrial(t.trialId)} className="hover:underline">
        {t.productName}
      </Link>
    ),
  },
  { key: 'vendor', label: 'Vendor', render: (t) => t.vendorName ?? '—' },
  { key: 'status', label: 'Status', cellClassName: nowrap, render: (t) => <TrialStatusBadge activation={t} /> },
  { key: 'activated', label: 'Activated', cellClassName: nowrap, render: (t) => safeDate(t.activationDate) },
  {
    key: 'expires',
    label: 'Expires',
    cellClassName: nowrap,
    // A completed trial's access lasts to the end of its period: said as such, not as 'Expires'.
    render: (t) => {
      const end = trialEndText(t);
      return end.label === 'Expires' ? end.date : `${end.label} ${end.date}`;
    },
  },
  { key: 'action', label: 'Action', render: (t) => <RowActions t={t} onDetails={() => onDetails(t)} /> },
];

/** 'My Product Trials': the member's activations with a detail side card. */
export function MyTrials() {
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const q = useQuery(myTrialsQuery(page));

  if (q.isPending) {
    return <SkeletonList bar="h-12 rounded bg-slate-200 dark:bg-slate-800" busy />;
  }
  if (q.isError) return <Alert tone="error">{errorMessage(q.error)}</Alert>;
  const { items, totalPages, total } = q.data;
  if (total === 0) {
    return (
      <EmptyState icon={FlaskConical} className="rounded-xl p-10">
        <p className="mt-3 text-slate-700 dark:text-slate-300">You have not activated any product trials yet.</p>
        <ButtonLink to={paths.productTrials} className="mt-4">
          Browse Product Trials
        </ButtonLink>
      </EmptyState>
    );
  }
  const selected = items.find((t) => t.id === selectedId) ?? null;
  return (
    <div className={`grid gap-6 ${selected ? 'lg:grid-cols-[1fr_20rem]' : ''}`}>
      <div className="min-w-0">
        {/* Phones: one card per trial. */}
        <ul className="space-y-3 md:hidden" aria-label="My product trials">
          {items.map((t) => (
            <li
              key={t.id}
              className={`rounded-xl border bg-white p-4 dark:bg-slate-900 ${
                selectedId === t.id ? 'border-brand-500 dark:border-brand-500' : 'border-slate-200 dark:border-slate-800'
              }`}
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <Link to={paths.productTrial(t.trialId)} className="font-medium hover:underline">
                    {t.productName}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{t.vendorName ?? '—'}</p>
                </div>
                <TrialStatusBadge activation={t} />
              </div>
              <TrialDates activation={t} className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm" />
              <div className="mt-3">
                <RowActions t={t} onDetails={() => setSelectedId(t.id)} />
              </div>
            </li>
          ))}
        </ul>
        <DataTable
          look={look}
          columns={columns((t) => setSelectedId(t.id))}
          rows={items}
          rowProps={(t) => ({ className: selectedId === t.id ? 'bg-brand-50 dark:bg-slate-800' : undefined })}
        />
        <Pager page={page} totalPages={totalPages} onPage={setPage} />
      </div>
      {selected && <DetailCard trial={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
