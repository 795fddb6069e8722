import { paths } from '../config/paths.ts';

type Loc = { pathname: string; search: string; hash: string };

/** /login?next=<origin>: only same-site relative paths are ever used as the origin. */
export function loginPathFor(loc: Loc): string {
  const origin = `${loc.pathname}${loc.search}${loc.hash}`;
  if (loc.pathname === paths.login || loc.pathname === paths.signup || loc.pathname === paths.home) return paths.login;
  return `${paths.login}?next=${encodeURIComponent(origin)}`;
}
