import { changedFields, type Submission, submissionKindLabels, type submissionStates } from '@portal/shared/vendor-review';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApprove, useReject, useSubmission, useSubmissions } from '../api/review-api.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { fmtDate, Toolbar } from './admin-ui.tsx';
import { FilterSelect, TextArea } from './form-controls.tsx';
import { StateBadge } from './review-parts.tsx';

const admin = { kind: 'admin' } as const;

/** 'jobTitle' → 'Job title'. */
const labelOf = (key: string) => {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words[0]?.toUpperCase()}${words.slice(1)}`;
};
const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (Array.isArray(v)) return v.length ? v.join('\n') : '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** One submission: its values, an edit side by side with the live version (changed fields marked), Approve / Reject with a reason. */
function ReviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const notice = useNotice();
  const detail = useSubmission(admin, id);
  const approve = useApprove();
  const reject = useReject();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const d = detail.data;
  const values = (d?.values ?? {}) as Record<string, unknown>;
  const live = (d?.live ?? null) as Record<string, unknown> | null;
  const keys = Object.keys(values).filter((k) => k !== 'vendorId');
  const changed = new Set(changedFields(values, live));
  const title = d ? `${submissionKindLabels[d.kind]}: ${d.title}` : 'Submission';
  const decide = () =>
    approve.mutate(id, {
      onSuccess: () => {
        notice('success', `Approved: ${d?.title ?? ''} is published.`);
        onClose();
      },
      onError: (err) => notice('error', errorMessage(err)),
    });
  const refuse = () => {
    if (!reason.trim()) {
      setReasonError('Please give a reason');
      return;
    }
    reject.mutate(
      { id, reason: reason.trim() },
      {
        onSuccess: () => {
          notice('success', `Rejected: ${d?.title ?? ''}.`);
          onClose();
        },
        onError: (err) => notice('error', errorMessage(err)),
      },
    );
  };
  return (
    <Modal title={title} onClose={onClose} wide>
      {!d ? (
        <p role="status">{detail.error ? errorMessage(detail.error) : 'Loading…'}</p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {d.vendorName} · {d.contentId ? 'Edit of a live item' : 'New item'} · submitted {fmtDate(d.updatedAt)}
            {d.submittedBy ? ` by ${d.submittedBy}` : ''} · <StateBadge state={d.state} />
          </p>
          {d.state === 'rejected' && d.reason && <Alert tone="error">Rejected: {d.reason}</Alert>}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{live ? 'Submitted values beside the live version; changed fields are marked' : 'Submitted values'}</caption>
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-3">
                    Field
                  </th>
                  {live && (
                    <th scope="col" className="py-2 pr-3">
                      Live version
                    </th>
                  )}
                  <th scope="col" className="py-2">
                    {live ? 'Submitted' : 'Value'}
                  </th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => {
                  const isChanged = Boolean(live) && changed.has(k);
                  return (
                    <tr key={k} className={`border-b border-slate-100 align-top dark:border-slate-800 ${isChanged ? 'bg-amber-50 dark:bg-amber-950/40' : ''}`}>
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {labelOf(k)}
                        {isChanged && <span className="ml-1 text-xs font-normal text-amber-800 dark:text-amber-200">(changed)</span>}
                      </th>
                      {live && <td className="whitespace-pre-wrap break-words py-2 pr-3 text-slate-600 dark:text-slate-400">{show(live[k])}</td>}
                      <td className="whitespace-pre-wrap break-words py-2">{show(values[k])}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {d.state === 'pending' && (
            <div className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-700">
              <TextArea
                label="Reason for rejection (sent to the vendor)"
                rows={2}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError('');
                }}
                error={reasonError}
              />
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button variant="danger" onClick={refuse} disabled={reject.isPending}>
                  {reject.isPending ? 'Rejecting...' : 'Reject'}
                </Button>
                <Button onClick={decide} disabled={approve.isPending}>
                  {approve.isPending ? 'Approving...' : 'Approve'}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}

const stateOptions = [
  { value: 'pending', label: 'Pending review' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'approved', label: 'Published' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'all', label: 'All states' },
] satisfies { value: (typeof submissionStates)[number] | 'all'; label: string }[];

/** The admin's review queue of vendor submissions (oldest first while pending). */
export function ReviewQueue() {
  const [state, setState] = useState('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useSubmissions(admin, { state, page, pageSize: 20 });
  const columns: Column<Submission, never>[] = [
    { key: 'title', label: 'Item', render: (s) => <span className="font-medium">{s.title}</span> },
    { key: 'vendor', label: 'Vendor', render: (s) => s.vendorName },
    { key: 'kind', label: 'Kind', render: (s) => submissionKindLabels[s.kind] },
    { key: 'type', label: 'Type', render: (s) => (s.contentId ? 'Edit' : 'New') },
    { key: 'submitted', label: 'Submitted', render: (s) => fmtDate(s.updatedAt) },
    { key: 'state', label: 'State', render: (s) => <StateBadge state={s.state} /> },
  ];
  return (
    <section>
      <PageHeader title="Review Queue" compact />
      <Toolbar>
        <FilterSelect
          label="State"
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={stateOptions}
        />
      </Toolbar>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" role="status">
        {list.data ? `${list.data.total} submission${list.data.total === 1 ? '' : 's'}` : ''}
      </p>
      <DataTable
        caption="Vendor submissions"
        regionLabel="Vendor submissions table"
        columns={columns}
        rows={list.data?.items}
        loading={list.isLoading}
        empty={list.error ? errorMessage(list.error) : state === 'pending' ? 'Nothing waits for review.' : 'No submissions found.'}
        rowLabel={(s) => s.title}
        actions={(s) => (
          <Button variant="secondary" className="relative !px-3 !py-1" onClick={() => setOpen(s.id)}>
            Review<span className="sr-only"> {s.title}</span>
          </Button>
        )}
      />
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
      {open && <ReviewDialog id={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
