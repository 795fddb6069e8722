import { type AdminVendor, displayWebsite, vendorSortKeys } from '@portal/shared/admin';
import type { Column } from '../../../components/ui/data-table.tsx';
import { ResourceScreen } from './resource-screen.tsx';
import { emptyWithClear } from './screen-parts.tsx';
import { vendorForm } from './vendor-form.tsx';

const columns: Column<AdminVendor, (typeof vendorSortKeys)[number]>[] = [
  {
    key: 'vendor',
    label: 'Vendor',
    sort: 'name',
    render: (v) => (
      <div className="flex items-center gap-3">
        {v.logoUrl ? (
          <img src={v.logoUrl} alt="" className="h-8 w-8 rounded" />
        ) : (
          <span className="flex h-8 w-8 items-center justify-center rounded bg-brand-100 font-semibold text-brand-700" aria-hidden="true">
            {v.name[0]}
          </span>
        )}
        <div className="min-w-0">
          <p className="font-medium">{v.name}</p>
          <p className="max-w-xs truncate text-xs text-slate-500 dark:text-slate-400">{v.description}</p>
        </div>
      </div>
    ),
  },
  { key: 'domain', label: 'Domain', sort: 'domainName', render: (v) => v.domainName ?? 'Not set' },
  {
    key: 'website',
    label: 'Website',
    render: (v) =>
      v.websiteUrl ? (
        <a href={v.websiteUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline dark:text-brand-100">
          {displayWebsite(v.websiteUrl)}
        </a>
      ) : (
        'Not set'
      ),
  },
  { key: 'admins', label: 'Admins', sort: 'adminCount', render: (v) => v.adminCount ?? 0 },
];

export function VendorsManager() {
  return (
    <ResourceScreen
      resource="vendors"
      texts={{ title: 'Manage Vendors', add: 'Add Vendor', caption: 'Vendors', search: 'vendors' }}
      sort={{ storageKey: null, keys: vendorSortKeys, initial: { field: 'name', dir: 'asc' } }}
      pageSize={50}
      columns={columns}
      empty={emptyWithClear('No vendors found.')}
      rowName={(v) => v.name}
      remove={{
        title: 'Delete vendor',
        message: (v) => `Delete ${v.name}? Its content stays but loses the vendor link.`,
        done: 'Vendor deleted',
        failed: (m) => `Error deleting vendor: ${m}`,
      }}
      form={vendorForm}
    />
  );
}
