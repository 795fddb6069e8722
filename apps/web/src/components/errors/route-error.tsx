import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../ui/button.tsx';
import { NotFound } from './not-found.tsx';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A new deployment may have removed an old code-split chunk: reloading fetches the new one.
  const chunk = error instanceof Error && /dynamically imported module|Importing a module script failed/.test(error.message);
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-slate-600 dark:text-slate-400">{chunk ? 'A new version of the site is available.' : 'An unexpected error occurred'}</p>
      {chunk ? (
        <button type="button" className="text-brand-600 underline dark:text-brand-300" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      ) : (
        <ButtonLink to="/">Go to Home</ButtonLink>
      )}
    </div>
  );
}
