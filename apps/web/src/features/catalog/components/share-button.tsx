import { catalogMessages } from '@portal/shared/catalog-text';
import { useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * Native share, else copy to the clipboard, else the 'Share this link' alert. One confirmation, never
 * two: a card shows a check icon for 2 seconds (announced as 'Copied'); a detail page says 'Link
 * copied to clipboard!' in a live status beside the button instead of a blocking alert.
 */
export function ShareButton({ title, path, detail = false }: { title: string; path: string; detail?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      window.alert(`Share this link: ${url}`);
    }
  };
  const button = (
    <button
      type="button"
      onClick={share}
      aria-label={`Share ${title}`}
      className="card-action text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {copied && !detail ? <Icon name="check" className="h-4 w-4 text-green-600" /> : <Icon name="share-2" className="h-4 w-4" />}
      <span className={detail ? '' : 'sr-only'}>{copied && !detail ? 'Copied' : 'Share'}</span>
    </button>
  );
  if (!detail) return button;
  return (
    <span className="inline-flex items-center gap-2">
      {button}
      <span role="status" className="text-sm text-green-700 dark:text-green-400">
        {copied ? catalogMessages.linkCopied : ''}
      </span>
    </span>
  );
}
