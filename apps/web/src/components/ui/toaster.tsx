import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@/lib/theme';

// Toasts last 5 s (platform.md section 9).
export const toastDurationMs = 5000;

export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      duration={toastDurationMs}
      // Bottom: the top corners hold the header controls (theme, account menu) that toasts would cover.
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
