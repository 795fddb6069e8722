/** The avatar image, or the first letter of the name or e-mail. */
export function Avatar({ url, name, size = 'md' }: { url: string | null | undefined; name: string; size?: 'md' | 'lg' }) {
  const cls = size === 'lg' ? 'h-24 w-24 text-3xl' : 'h-12 w-12 text-lg';
  if (url) return <img src={url} alt="Your avatar" className={`${cls} rounded-full object-cover ring-4 ring-white dark:ring-slate-900`} />;
  return (
    <span
      aria-hidden="true"
      className={`${cls} flex items-center justify-center rounded-full bg-brand-600 font-semibold uppercase text-white ring-4 ring-white dark:ring-slate-900`}
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}
