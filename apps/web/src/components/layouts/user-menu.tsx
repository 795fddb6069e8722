import { displayName } from '@portal/shared/accounts-text';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Heart, LogOut, User } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { signOut } from '../../lib/session.ts';

const menuItems = (node: HTMLElement | null) => Array.from(node?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * Profile, My likes and Sign out, following the WAI-ARIA menu button pattern: Enter, Space or
 * ArrowDown opens on the first item (ArrowUp on the last), arrows move and wrap, Home/End jump,
 * Escape closes and returns focus to the button, Tab or an outside click closes.
 */
const itemClass = 'items-center gap-2 px-3 py-2 text-sm hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

export function UserMenu({ email, avatarUrl }: { email: string; avatarUrl?: string | null }) {
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState<'first' | 'last'>('first');
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = displayName(email);
  const items = () => menuItems(menu.current);
  useEffect(() => {
    if (!open) return;
    const list = menuItems(menu.current);
    (initial === 'last' ? list.at(-1) : list[0])?.focus();
    const onDoc = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', onDoc);
    return () => document.removeEventListener('mousedown', onDoc);
  }, [open, initial]);
  const openAt = (where: 'first' | 'last') => {
    setInitial(where);
    setOpen(true);
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => list[(i + list.length) % list.length]?.focus();
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(list.length - 1);
    else if (e.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    e.preventDefault();
  };
  return (
    <div className="relative" ref={ref}>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
        // On phones only the avatar shows: the name stays the button's accessible name.
        aria-label={`${name}: account menu`}
        onKeyDown={onButtonKey}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {avatarUrl ? (
          <img src={avatarUrl} alt="" className="h-7 w-7 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold uppercase text-white">
            {name.charAt(0)}
          </span>
        )}
        <span className="max-w-[10rem] truncate max-sm:sr-only" data-testid="header-display-name">
          {name}
        </span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          id="user-menu"
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKey}
          className="absolute right-0 z-40 mt-2 w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {[
            { to: paths.profile, Icon: User, label: 'Profile' },
            { to: paths.likes, Icon: Heart, label: 'My likes' },
          ].map(({ to, Icon, label }) => (
            <Link key={to} role="menuitem" tabIndex={-1} to={to} onClick={() => setOpen(false)} className={`flex ${itemClass}`}>
              <Icon className="h-4 w-4" aria-hidden="true" /> {label}
            </Link>
          ))}
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={async () => {
              setOpen(false);
              await signOut();
              queryClient.clear();
              navigate(paths.home);
            }}
            className={`flex w-full ${itemClass} text-left`}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
          </button>
        </div>
      )}
    </div>
  );
}
