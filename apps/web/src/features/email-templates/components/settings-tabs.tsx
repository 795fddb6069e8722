import { emailTemplateMessages } from '@portal/shared/email-templates';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { EmailTemplatesList } from './email-templates-list.tsx';

const tabs = [{ key: 'email-templates', label: emailTemplateMessages.tab, render: () => <EmailTemplatesList /> }] as const;

/** Settings tabs (WAI-ARIA tabs pattern; arrow keys, Home and End move between tabs). */
export function SettingsTabs() {
  const base = useId();
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKey(e: KeyboardEvent) {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? active === last
          ? 0
          : active + 1
        : e.key === 'ArrowLeft'
          ? active === 0
            ? last
            : active - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  }

  const current = tabs[active] ?? tabs[0];
  return (
    <div>
      <div role="tablist" aria-label="Settings" className="mb-6 flex gap-2 border-b border-slate-200 dark:border-slate-800">
        {tabs.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.key}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${t.key}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKey}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${
              i === active
                ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel-${current.key}`} aria-labelledby={`${base}-tab-${current.key}`}>
        {current.render()}
      </div>
    </div>
  );
}
