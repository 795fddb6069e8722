import { useHead } from '../../lib/head.tsx';
import { ButtonLink } from '../ui/button.tsx';

export function NotFound() {
  useHead({ title: 'Page Not Found', status: 404 });
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-5xl font-bold text-brand-600 dark:text-brand-300">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="text-slate-600 dark:text-slate-400">The page you are looking for does not exist or has been moved.</p>
      <ButtonLink to="/">Go to Home</ButtonLink>
    </div>
  );
}
