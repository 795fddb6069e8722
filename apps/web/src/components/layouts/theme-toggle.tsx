import { Icon } from '../ui/icon.tsx';
import { useTheme } from '../../lib/theme.ts';
import { useChooseTheme } from '../../lib/theme-sync.ts';

export function ThemeToggle() {
  const { resolved } = useTheme();
  const setTheme = useChooseTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {resolved === 'dark' ? <Icon name="sun" className="h-5 w-5" /> : <Icon name="moon" className="h-5 w-5" />}
    </button>
  );
}
