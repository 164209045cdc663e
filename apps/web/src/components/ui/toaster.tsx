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
      // A toast placed at the top (toastAtTop) must not cover the app bar's controls either: on wide
      // screens it sits in the bar's empty middle, on phones (full width there) just under the bar.
      offset={{ top: 12 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}

/**
 * For a toast that greets a whole screen whose actions sit at its foot (the onboarding's ready
 * step): at the bottom it would lie over them, at the top it covers none of them.
 */
export const toastAtTop = { position: 'top-center' } as const;
