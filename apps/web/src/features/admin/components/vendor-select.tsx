import { useVendorOptions } from '../api/admin-api.ts';
import { FilterSelect, SelectField } from './form-controls.tsx';

/** Vendor select for forms (required). */
export function VendorField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { data } = useVendorOptions();
  return (
    <SelectField
      label="Vendor *"
      value={value}
      onChange={(e) => onChange(e.target.value)}
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
