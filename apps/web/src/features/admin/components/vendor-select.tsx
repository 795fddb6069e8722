import { useVendorOptions } from '../api/admin-api.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { FilterSelect } from './form-controls.tsx';

/** Vendor select for forms (required). */
export function VendorField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { data } = useVendorOptions();
  return (
    <SelectField
      className="space-y-1"
      labelClassName="block text-sm font-medium text-slate-700 dark:text-slate-200"
      label="Vendor *"
      value={value}
      onChange={onChange}
      error={error}
      placeholder="Select a vendor"
      options={(data?.vendors ?? []).map((v) => ({ value: v.id, label: v.name }))}
    />
  );
}

/** Vendor (or company) filter for toolbars. */
export function VendorFilter({
  value,
  onChange,
  label = 'Vendor',
  allLabel = 'All Vendors',
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
  allLabel?: string;
}) {
  const { data } = useVendorOptions();
  return (
    <FilterSelect
      label={label}
      value={value}
      onChange={onChange}
      options={[{ value: '', label: allLabel }, ...(data?.vendors ?? []).map((v) => ({ value: v.id, label: v.name }))]}
    />
  );
}
