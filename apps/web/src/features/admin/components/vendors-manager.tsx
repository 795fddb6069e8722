import { type AdminVendor, displayWebsite, vendorSortKeys } from '@portal/shared/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import type { Column } from '../../../components/ui/data-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetTrusted } from '../api/review-api.ts';
import { type Notify, ResourceScreen } from './resource-screen.tsx';
import { emptyWithClear } from './screen-parts.tsx';
import { vendorForm } from './vendor-form.tsx';
import { VendorProfileModal } from './vendor-profile-form.tsx';

/** 'Profile': the vendor's capability profile in a dialog of its own (docs/decisions/2301). */
function ProfileButton({ vendor, notice }: { vendor: AdminVendor; notice: Notify }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="text-xs" onClick={() => setOpen(true)} aria-label={`Capability profile of ${vendor.name}`}>
        Profile
      </Button>
      {open && (
        <VendorProfileModal
          vendor={vendor}
          onClose={() => setOpen(false)}
          onSaved={(m) => {
            setOpen(false);
            notice('success', m);
          }}
        />
      )}
    </>
  );
}

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
  { key: 'trusted', label: 'Review', render: (v) => (v.trusted ? 'Trusted: publishes at once' : 'Reviewed') },
];

/** Trust or stop trusting a vendor: a trusted vendor's submissions publish without review (still audited). */
function TrustButton({ vendor, notice }: { vendor: AdminVendor; notice: Notify }) {
  const trust = useSetTrusted();
  const next = !vendor.trusted;
  return (
    <button
      type="button"
      aria-pressed={vendor.trusted}
      disabled={trust.isPending}
      className="relative rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:hover:bg-slate-800"
      onClick={() =>
        trust.mutate(
          { id: vendor.id, trusted: next },
          {
            onSuccess: () =>
              notice('success', next ? `${vendor.name} is trusted: its submissions publish at once.` : `${vendor.name}'s submissions go to review again.`),
            onError: (err) => notice('error', errorMessage(err)),
          },
        )
      }
    >
      Trusted<span className="sr-only"> {vendor.name}</span>
    </button>
  );
}

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
      rowActions={(v, notice) => (
        <>
          <TrustButton vendor={v} notice={notice} />
          <ProfileButton vendor={v} notice={notice} />
        </>
      )}
      headerActions={() => (
        <Link to={paths.admin.vendorTaxonomy} className="text-sm font-medium text-brand-700 underline dark:text-brand-100">
          Capability taxonomy
        </Link>
      )}
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
