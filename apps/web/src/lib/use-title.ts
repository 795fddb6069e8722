import { useEffect } from 'react';

/** Sets the document title (and optionally the description) for a screen. */
export function useTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} · AI Testing Hub` : 'AI Testing Hub';
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
