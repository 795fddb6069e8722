import type { ConsentNeeded } from '@portal/shared/consent';
import { useSyncExternalStore } from 'react';

/**
 * The one pending "share your details with <vendor>?" question (docs/decisions/1801). Features that
 * like, register or activate call `askConsent` with the server's `consentNeeded`; the consent feature's
 * dialog, mounted once at the root, shows it. Several answers for the same vendor ask once.
 */
let queue: ConsentNeeded[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function askConsent(request: ConsentNeeded | null | undefined) {
  if (!request || queue.some((r) => r.vendorId === request.vendorId)) return;
  queue = [...queue, request];
  emit();
}

/** The question on screen has been answered (or dismissed as Not now). */
export function consentAnswered(vendorId: string) {
  queue = queue.filter((r) => r.vendorId !== vendorId);
  emit();
}

export function useConsentRequest(): ConsentNeeded | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => queue[0] ?? null,
    () => null,
  );
}
