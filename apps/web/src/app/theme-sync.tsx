import type { Theme } from '@folio/schema';
import { useEffect } from 'react';
import { useTheme } from '@/lib/theme';

/** Applies the signed-in user's saved theme when it loads or changes on the server. */
export function ThemeSync({ theme }: { theme: Theme }) {
  const { applyTheme } = useTheme();
  useEffect(() => {
    applyTheme(theme);
  }, [theme, applyTheme]);
  return null;
}
