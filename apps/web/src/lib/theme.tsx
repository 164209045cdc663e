import type { Theme } from '@folio/schema';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * Light, dark or system. The choice lives in localStorage (read before first paint by
 * public/theme-init.js) and, for a signed-in user, on the server (see app/theme-sync).
 */
const storageKey = 'folio_theme';
const darkQuery = '(prefers-color-scheme: dark)';

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: 'light' | 'dark';
  /** A choice made by the user: applied and reported to onUserChoice. */
  setTheme: (theme: Theme) => void;
  /** A value from elsewhere (the server): applied without being reported back. */
  applyTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): Theme {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

export function ThemeProvider({ children, onUserChoice }: { children: ReactNode; onUserChoice?: (theme: Theme) => void }) {
  const [theme, setThemeState] = useState<Theme>(readStoredTheme);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    const query = window.matchMedia(darkQuery);
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolvedTheme === 'dark');
  }, [resolvedTheme]);

  const applyTheme = useCallback((next: Theme) => {
    setThemeState(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Not persisted; still applied for this page.
    }
  }, []);

  const setTheme = useCallback(
    (next: Theme) => {
      applyTheme(next);
      onUserChoice?.(next);
    },
    [applyTheme, onUserChoice],
  );

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme, applyTheme }), [theme, resolvedTheme, setTheme, applyTheme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
