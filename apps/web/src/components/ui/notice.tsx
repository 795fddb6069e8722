import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

type Notice = { tone: 'success' | 'error'; text: string; id: number };
const NoticeContext = createContext<(tone: Notice['tone'], text: string) => void>(() => {});

/** The admin screens' banner: server errors stay until dismissed, successes fade after 5 s. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback((tone: Notice['tone'], text: string) => setNotice({ tone, text, id: Date.now() }), []);
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const t = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(t);
  }, [notice]);
  return (
    <NoticeContext.Provider value={show}>
      <div aria-live="polite" className="sticky top-16 z-40">
        {notice && (
          <div
            role={notice.tone === 'error' ? 'alert' : 'status'}
            className={`mb-4 flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm shadow-sm ${
              notice.tone === 'error'
                ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200'
                : 'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200'
            }`}
          >
            <span>{notice.text}</span>
            <button type="button" onClick={() => setNotice(null)} aria-label="Dismiss" className="rounded p-0.5 hover:bg-black/5 dark:hover:bg-white/10">
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      {children}
    </NoticeContext.Provider>
  );
}

export const useNotice = () => useContext(NoticeContext);
