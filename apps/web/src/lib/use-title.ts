import { useHead } from './head.tsx';

/** Sets the document title (and optionally the description) for a screen. */
export function useTitle(title: string, description?: string) {
  useHead({ title, description });
}
