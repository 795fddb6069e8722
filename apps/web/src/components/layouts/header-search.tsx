import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SearchBox } from '../ui/search-box.tsx';

/**
 * Global search box: every content type on /search?q=. In the header from md up; in the mobile menu for everyone,
 * visitors and members. A GET form to /search, so it works before the app runs too.
 */
export function HeaderSearch({
  id = 'header-search',
  className = 'relative hidden md:block',
  inputClass = 'w-36',
  onDone,
}: {
  id?: string;
  className?: string;
  inputClass?: string;
  onDone?: () => void;
}) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  // /search has its own box: one search box per page.
  if (useLocation().pathname === paths.search) return null;
  return (
    <SearchBox
      id={id}
      name="q"
      label="Search everything"
      value={q}
      onChange={setQ}
      placeholder="Search..."
      className="relative"
      inputClassName={`rounded-md border border-slate-300 bg-white py-1.5 pl-9 pr-2 text-sm dark:border-slate-700 dark:bg-slate-900 ${inputClass}`}
      form={{
        action: paths.search,
        className,
        onSubmit: (text) => {
          if (!text.trim()) return;
          navigate(`${paths.search}?q=${encodeURIComponent(text.trim())}`);
          setQ('');
          onDone?.();
        },
      }}
    />
  );
}
