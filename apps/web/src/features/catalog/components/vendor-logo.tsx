import { useState } from 'react';

/** Vendor logo, falling back to the first letter of the name when missing or broken. */
export function VendorLogo({ name, logoUrl, size = 'md' }: { name: string; logoUrl: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const [broken, setBroken] = useState(false);
  const dim = size === 'sm' ? 'h-6 w-6 text-xs' : size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-10 w-10 text-base';
  if (!logoUrl || broken) {
    return (
      <span
        className={`${dim} inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-100 font-semibold text-brand-700 dark:bg-slate-800 dark:text-slate-100`}
        aria-hidden="true"
        data-testid="vendor-initial"
      >
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  const px = size === 'sm' ? 24 : size === 'lg' ? 64 : 40;
  return (
    <img src={logoUrl} alt="" width={px} height={px} loading="lazy" className={`${dim} shrink-0 rounded-lg object-cover`} onError={() => setBroken(true)} />
  );
}
