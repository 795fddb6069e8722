import type { MeResponse } from '@portal/shared/accounts';
import type * as profile from '@portal/shared/profile-contracts';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { callByType } from './api-by-type.ts';
import { meKeys, useAuth, useAuthState } from './auth.tsx';
import { getTheme, setTheme, type ThemeChoice } from './theme.ts';

/**
 * Signed in, the browser follows the theme saved on the profile (chosen on /preferences or with the
 * header toggle on any device) and keeps localStorage in step, so the next first paint is right too.
 * A profile that never chose a theme leaves the browser's own choice alone.
 */
export function useProfileThemeSync() {
  const { me } = useAuth();
  const saved = me?.profile.theme ?? null;
  const userId = me?.user.id;
  useEffect(() => {
    if (userId && saved && saved !== getTheme()) setTheme(saved);
  }, [userId, saved]);
}

/**
 * Applies a theme at once and, when signed in, saves it to the profile (a failed save keeps the local
 * choice) and updates the cached /api/me so the sync above never flips it back. Works without a query
 * client too (auth cards rendered on their own).
 */
export function useChooseTheme() {
  const auth = useAuthState();
  const queryClient = useContext(QueryClientContext);
  return (choice: ThemeChoice) => {
    setTheme(choice);
    if (auth.status !== 'signedIn') return;
    queryClient?.setQueryData<MeResponse>(meKeys.of(auth.session.user.id), (old) => (old ? { ...old, profile: { ...old.profile, theme: choice } } : old));
    // The contract named by type (callByType): this module is in every first load.
    callByType<typeof profile.saveTheme>('put', '/api/profile/theme', { body: { theme: choice } }).catch(() => {
      // Offline or signed out meanwhile: the browser keeps the choice; the profile keeps the old one.
    });
  };
}
