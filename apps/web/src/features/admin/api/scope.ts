import { createContext, useContext } from 'react';

/**
 * Which console an admin resource screen serves (issue 22): the admin console (every vendor, /api/admin)
 * or a vendor manager's console (their own vendor only, /api/vendor: creates and edits are submitted for
 * review). The same declarations, screens and forms serve both.
 */
export type Scope = { kind: 'admin' } | { kind: 'vendor'; vendorId: string; vendorName: string };

export const ScopeContext = createContext<Scope>({ kind: 'admin' });

export const useScope = () => useContext(ScopeContext);

/** The API prefix of a scope's resources. */
export const apiBase = (s: Scope) => (s.kind === 'vendor' ? '/api/vendor' : '/api/admin');

/** The query-key root of a scope (the admin's invalidation never mixes with a manager's). */
export const scopeKey = (s: Scope) => (s.kind === 'vendor' ? 'vendor-console' : 'admin');
