import { errorText } from '@portal/shared/api';
import { type MyTrialDto, trialStatusDisplay } from '@portal/shared/trials';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FlaskConical, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { myTrialsQuery } from '../api/trials-api.ts';
import { safeDate, TrialStatusBadge, TrialStatusBlock } from './trial-status.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400';
const td = 'px-4 py-3 text-sm';

function DetailCard({ trial, onClose }: { trial: MyTrialDto; onClose: () => void }) {
  const active = trialStatusDisplay(trial).kind !== 'expired';
  return (
    <aside
      aria-labelledby="trial-detail-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="trial-detail-title" className="text-lg font-semibold">
            {trial.productName}
          </h2>
          {trial.vendorName && <p className="text-sm text-slate-600 dark:text-slate-300">{trial.vendorName}</p>}
        </div>
        <button type="button" onClick={onClose} aria-label="Close details" className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800">
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <TrialStatusBlock activation={trial} />
      <p className="text-sm text-slate-600 dark:text-slate-300">Trial period: {trial.trialPeriodDays} days</p>
      <div className="flex flex-col gap-2">
        {active && (
          <a
            href={trial.accessLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> Access Trial
          </a>
        )}
        <ButtonLink variant="secondary" to={paths.productTrial(trial.trialId)}>
          View trial page
        </ButtonLink>
      </div>
    </aside>
  );
}

/** 'My Product Trials': the member's activations with a detail side card. */
export function MyTrials() {
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const q = useQuery(myTrialsQuery(page));

  if (q.isPending) {
    return (
      <div className="space-y-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        ))}
      </div>
    );
  }
  if (q.isError) return <Alert tone="error">{errorText(q.error)}</Alert>;
  const { items, totalPages, total } = q.data;
  if (total === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <FlaskConical className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-slate-700 dark:text-slate-300">You have not activated any product trials yet.</p>
        <ButtonLink to={paths.productTrials} className="mt-4">
          Browse Product Trials
        </ButtonLink>
      </div>
    );
  }
  const selected = items.find((t) => t.id === selectedId) ?? null;
  return (
    <div className={`grid gap-6 ${selected ? 'lg:grid-cols-[1fr_20rem]' : ''}`}>
      <div className="min-w-0">
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="min-w-full divide-y divide-slate-200 dark:divide-slate-800">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Product
                </th>
                <th scope="col" className={th}>
                  Vendor
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Activated
                </th>
                <th scope="col" className={th}>
                  Expires
                </th>
                <th scope="col" className={th}>
                  Action
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {items.map((t) => {
                const live = trialStatusDisplay(t).kind === 'active' || trialStatusDisplay(t).kind === 'expires_today';
                return (
                  <tr key={t.id} className={selectedId === t.id ? 'bg-brand-50 dark:bg-slate-800' : undefined}>
                    <td className={`${td} font-medium`}>
                      <Link to={paths.productTrial(t.trialId)} className="hover:underline">
                        {t.productName}
                      </Link>
                    </td>
                    <td className={td}>{t.vendorName ?? '—'}</td>
                    <td className={td}>
                      <TrialStatusBadge activation={t} />
                    </td>
                    <td className={td}>{safeDate(t.activationDate)}</td>
                    <td className={td}>{safeDate(t.expiryDate)}</td>
                    <td className={td}>
                      <div className="flex gap-2">
                        {live ? (
                          <a
                            href={t.accessLink}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="rounded-md bg-brand-600 px-3 py-1.5 text-xs font-medium text-white hover:bg-brand-700"
                          >
                            Access
                          </a>
                        ) : (
                          <Button variant="secondary" className="!px-3 !py-1.5 !text-xs" onClick={() => setSelectedId(t.id)}>
                            Details
                          </Button>
                        )}
                        {live && (
                          <Button
                            variant="ghost"
                            className="!px-3 !py-1.5 !text-xs"
                            onClick={() => setSelectedId(t.id)}
                            aria-label={`Details for ${t.productName}`}
                          >
                            Details
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager page={page} totalPages={totalPages} onPage={setPage} />
      </div>
      {selected && <DetailCard trial={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}
