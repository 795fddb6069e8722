import { type AdminJob, jobSortKeys } from '@portal/shared/admin';
import { formatLocation, jobStatuses } from '@portal/shared/catalog';
import { Download, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { downloadJobsCsv, type Params } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { fmtDate, StatusBadge } from './admin-ui.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { jobForm } from './job-form.tsx';
import { ResourceScreen, type Notify } from './resource-screen.tsx';
import { SendButton, statusFilter, vendorFilter } from './screen-parts.tsx';

const columns: Column<AdminJob, (typeof jobSortKeys)[number]>[] = [
  { key: 'title', label: 'Job Title', sort: 'jobTitle', render: (j) => <span className="font-medium">{j.jobTitle}</span> },
  { key: 'company', label: 'Company', sort: 'company', render: (j) => j.vendor?.name ?? '—' },
  { key: 'location', label: 'Location', sort: 'location', render: (j) => formatLocation(j) },
  { key: 'status', label: 'Status', sort: 'status', render: (j) => <StatusBadge status={j.status} /> },
  // Dates on one line, headers too: the header row keeps its height when the rows arrive (decision 2111).
  { key: 'posted', label: 'Posted Date', sort: 'postedDate', className: 'whitespace-nowrap', render: (j) => fmtDate(j.postedDate) },
  { key: 'created', label: 'Created Date', sort: 'createdAt', className: 'whitespace-nowrap', render: (j) => fmtDate(j.createdAt) },
];

function ExportButton({ params, notice }: { params: Params; notice: Notify }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadJobsCsv(params);
    } catch (err) {
      notice('error', errorMessage(err));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" onClick={exportCsv} disabled={exporting}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {exporting ? 'Exporting...' : 'Export to CSV'}
    </Button>
  );
}

export function JobsManager() {
  return (
    <ResourceScreen
      resource="jobs"
      texts={{ title: 'Manage Jobs', add: 'Add Job', caption: 'Jobs', search: 'jobs' }}
      filters={[statusFilter(jobStatuses), vendorFilter('Company', 'All Companies')]}
      sort={{ storageKey: 'admin.jobs.sort', keys: jobSortKeys, initial: { field: 'createdAt', dir: 'desc' } }}
      columns={columns}
      empty="No jobs found matching your filters."
      showing={(shown, total) => `Showing ${shown} of ${total} jobs`}
      rowName={(j) => j.jobTitle}
      rowActions={(j, notice) => (
        <SendButton
          resource="jobs"
          action="reminder"
          id={j.id}
          label={`Send job reminder for ${j.jobTitle}`}
          icon={Mail}
          done={(r) => `Job reminder sent. Sent: ${r.sent}${r.skipped ? ` (already sent to ${r.skipped})` : ''}`}
          notice={notice}
        />
      )}
      remove={{ title: 'Delete job', message: (j) => `Delete '${j.jobTitle}'? This cannot be undone.`, done: 'Job deleted' }}
      bulk={{ noun: 'job', actions: { activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' } }}
      headerActions={(ctx) => <ExportButton {...ctx} />}
      form={jobForm}
    />
  );
}
