import { Link } from 'react-router';
import { adminLinks } from '../../../components/layouts/nav-items.ts';
import { useTitle } from '../../../lib/use-title.ts';

export default function AdminHomeRoute() {
  useTitle('Admin Dashboard');
  return (
    <section>
      <h1 className="text-2xl font-semibold">Admin Dashboard</h1>
      <h2 className="mt-6 text-lg font-medium">Quick Links</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {adminLinks
          .filter((l) => !l.end)
          .map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="block rounded-lg border border-slate-200 bg-white p-4 font-medium hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
              >
                {l.label}
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
