import { type AdminUpdate, featurePreview, updateSortKeys } from '@portal/shared/admin';
import { Send } from 'lucide-react';
import { fmtDate } from './admin-ui.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { ResourceScreen } from './resource-screen.tsx';
import { updateForm } from './update-form.tsx';
import { SendButton, vendorFilter } from './screen-parts.tsx';

const columns: Column<AdminUpdate, (typeof updateSortKeys)[number]>[] = [
  { key: 'product', label: 'Product', sort: 'productName', render: (u) => <span className="font-medium">{u.productName}</span> },
  { key: 'version', label: 'Version', sort: 'version', render: (u) => u.version },
  { key: 'vendor', label: 'Vendor', sort: 'vendor', render: (u) => u.vendor?.name ?? '—' },
  { key: 'release', label: 'Release Date', sort: 'releaseDate', render: (u) => fmtDate(u.releaseDate) },
  {
    key: 'features',
    label: 'Features',
    sort: 'features',
    render: (u) => {
      const p = featurePreview(u.features);
      return (
        <ul className="space-y-0.5 text-xs">
          {p.items.map((f) => (
            <li key={f}>• {f}</li>
          ))}
          {p.more && <li className="text-slate-500 dark:text-slate-400">{p.more}</li>}
        </ul>
      );
    },
  },
  { key: 'created', label: 'Created', sort: 'createdAt', render: (u) => fmtDate(u.createdAt) },
];

export function UpdatesManager() {
  return (
    <ResourceScreen
      resource="product-updates"
      texts={{ title: 'Product Updates', add: 'Add Product Update', caption: 'Product updates', search: 'product updates' }}
      filters={[vendorFilter()]}
      sort={{ storageKey: 'admin.product-updates.sort', keys: updateSortKeys, initial: { field: 'releaseDate', dir: 'desc' } }}
      columns={columns}
      empty="No product updates found."
      rowName={(u) => `${u.productName} ${u.version}`}
      rowActions={(u, notice) => (
        <SendButton
          resource="product-updates"
          action="notify"
          id={u.id}
          label={`Notify subscribers about ${u.productName} ${u.version}`}
          icon={Send}
          done={(r) => `Subscribers notified. Sent: ${r.sent}`}
          notice={notice}
        />
      )}
      remove={{
        title: 'Delete product update',
        message: (u) => `Delete ${u.productName} ${u.version}? This cannot be undone.`,
        done: 'Product update deleted',
      }}
      form={updateForm}
    />
  );
}
