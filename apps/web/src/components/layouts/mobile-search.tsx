import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The mobile menu's search (signed-in members; loaded with the menu). */
export function MobileSearch({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(`${paths.webinars}${q.trim() ? `?search=${encodeURIComponent(q.trim())}` : ''}`);
    onDone();
  };
  return (
    <search className="relative">
      <form onSubmit={submit}>
        <label htmlFor="mobile-search" className="sr-only">
          Search webinars
        </label>
        <Search className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400" aria-hidden="true" />
        <input
          id="mobile-search"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search webinars..."
          className="w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
      </form>
    </search>
  );
}
