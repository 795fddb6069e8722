import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Global search box: every content type on /search?q=. In the header from md up; in the mobile menu for visitors. */
export function HeaderSearch({
  id = 'header-search',
  className = 'relative hidden md:block',
  inputClass = 'w-36 xl:w-44',
  onDone,
}: {
  id?: string;
  className?: string;
  inputClass?: string;
  onDone?: () => void;
}) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const onSearchPage = useLocation().pathname === paths.search;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!q.trim()) return;
    navigate(`${paths.search}?q=${encodeURIComponent(q.trim())}`);
    onDone?.();
  };
  // /search has its own box: one search box per page.
  if (onSearchPage) return null;
  return (
    <search className={className}>
      <form onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          Search everything
        </label>
        <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search..."
          className={`rounded-md border border-slate-300 bg-white py-1.5 pl-8 pr-2 text-sm dark:border-slate-700 dark:bg-slate-900 ${inputClass}`}
        />
      </form>
    </search>
  );
}
