import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SearchBox } from '../ui/search-box.tsx';

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
        <SearchBox
          id="mobile-search"
          label="Search webinars"
          value={q}
          onChange={setQ}
          placeholder="Search webinars..."
          className="relative"
          inputClassName="w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
      </form>
    </search>
  );
}
