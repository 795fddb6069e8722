import { reminderTypes } from '@portal/shared/admin';
import { ChevronDown } from 'lucide-react';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';

const labels: Record<(typeof reminderTypes)[number], string> = {
  activation: 'Activation reminder',
  start: 'Start reminder',
  feedback: 'Feedback reminder',
  expiry: 'Expiry reminder',
  completion: 'Completion reminder',
};

const MENU_HEIGHT = 180;

/**
 * 'Send Reminder' dropdown: keyboard operable, Escape closes and returns focus. The menu is placed
 * fixed beside the button (above it near the bottom of the window), so the table's scroll container
 * never clips it; scrolling or resizing closes it.
 */
export function ReminderMenu({ name, disabled, onPick }: { name: string; disabled: boolean; onPick: (type: (typeof reminderTypes)[number]) => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const btn = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});
  const toggle = () => {
    const r = btn.current?.getBoundingClientRect();
    if (r && !open) {
      const right = Math.max(8, window.innerWidth - r.right);
      setPlace(
        window.innerHeight - r.bottom < MENU_HEIGHT && r.top > MENU_HEIGHT ? { right, bottom: window.innerHeight - r.top + 4 } : { right, top: r.bottom + 4 },
      );
    }
    setOpen((o) => !o);
  };
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector('button')?.focus();
    const onDown = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node) && !btn.current?.contains(e.target as Node)) setOpen(false);
    };
    // Close only when the button really moved: a scroll that happened just before opening (bringing the
    // button into view) is delivered after the click and must not close the menu at once.
    const at = btn.current?.getBoundingClientRect();
    const close = (e: Event) => {
      if (e.target instanceof Node && menu.current?.contains(e.target)) return;
      const now = btn.current?.getBoundingClientRect();
      if (!at || !now || Math.abs(now.top - at.top) > 2 || Math.abs(now.left - at.left) > 2) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('mousedown', onDown);
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);
  return (
    <span className="relative inline-block text-left">
      <button
        ref={btn}
        type="button"
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Send Reminder for ${name}`}
        onClick={toggle}
        className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        Send Reminder
        <ChevronDown className="h-3 w-3" aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          tabIndex={-1}
          onKeyDown={(e) => {
            const items = [...(menu.current?.querySelectorAll('button') ?? [])];
            const i = items.indexOf(document.activeElement as HTMLButtonElement);
            if (e.key === 'Escape') {
              setOpen(false);
              btn.current?.focus();
            } else if (e.key === 'ArrowDown') {
              e.preventDefault();
              items[(i + 1) % items.length]?.focus();
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              items[(i - 1 + items.length) % items.length]?.focus();
            }
          }}
          style={place}
          className="fixed z-30 w-48 rounded-md border border-slate-200 bg-white py-1 text-left shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {reminderTypes.map((t) => (
            <button
              key={t}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                btn.current?.focus();
                onPick(t);
              }}
              className="block w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800"
            >
              {labels[t]}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
