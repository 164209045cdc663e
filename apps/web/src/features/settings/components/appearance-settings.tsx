import { themes, type Theme } from '@folio/schema';
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api-client';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/utils';
import { useUpdateSettings } from '../api/update-settings';

const labels: Record<Theme, { title: string; text: string }> = {
  light: { title: 'Light', text: 'Bright and crisp' },
  dark: { title: 'Dark', text: 'Easy on the eyes' },
  system: { title: 'System', text: 'Follows your device' },
};

/** A miniature of the app in the given palette; "system" shows both halves. */
function ThemePreview({ theme }: { theme: Theme }) {
  const light = 'bg-[oklch(0.985_0.002_270)] [--line:oklch(0.88_0.008_270)] [--panel:oklch(1_0_0)]';
  const dark = 'bg-[oklch(0.16_0.008_275)] [--line:oklch(0.32_0.012_275)] [--panel:oklch(0.21_0.01_275)]';
  const pane = (palette: string, className?: string) => (
    <div className={cn('flex h-full gap-1.5 p-2', palette, className)}>
      <div className="w-1/4 rounded-sm bg-(--panel)" />
      <div className="grid flex-1 content-start gap-1.5 rounded-sm bg-(--panel) p-1.5">
        <div className="h-1.5 w-3/4 rounded-full bg-(--line)" />
        <div className="h-1.5 w-1/2 rounded-full bg-(--line)" />
        <div className="mt-1 h-2 w-1/3 rounded-full bg-[oklch(0.55_0.2_277)]" />
      </div>
    </div>
  );
  return (
    <div aria-hidden="true" className="h-14 overflow-hidden rounded-md border sm:h-20">
      {theme === 'system' ? (
        <div className="grid h-full grid-cols-2">
          {pane(light)}
          {pane(dark)}
        </div>
      ) : (
        pane(theme === 'dark' ? dark : light)
      )}
    </div>
  );
}

/** The theme, applied at once and saved to the account so every device uses it. */
export function AppearanceSettings() {
  const { theme, applyTheme } = useTheme();
  const save = useUpdateSettings();

  const choose = (value: string) => {
    const next = themes.find((item) => item === value);
    if (!next || next === theme) return;
    const previous = theme;
    applyTheme(next);
    save.mutate(
      { theme: next },
      {
        onError: (error) => {
          applyTheme(previous);
          toast.error(getErrorMessage(error));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="theme-title">Appearance</CardTitle>
        <CardDescription>Choose how Folio looks. Saved to your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <RadioGroup.Root value={theme} onValueChange={choose} aria-labelledby="theme-title" className="grid grid-cols-3 gap-2 sm:gap-3">
          {themes.map((item) => (
            <RadioGroup.Item
              key={item}
              value={item}
              className={cn(
                'group grid gap-2.5 rounded-xl border bg-background p-2 text-left sm:p-2.5 transition-[border-color,box-shadow]',
                'hover:border-muted-foreground/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                'data-[state=checked]:border-primary data-[state=checked]:ring-1 data-[state=checked]:ring-primary',
              )}
            >
              <ThemePreview theme={item} />
              <span className="flex items-center justify-between gap-1 px-0.5 pb-0.5 sm:gap-2 sm:px-1">
                <span className="grid">
                  <span className="text-sm font-medium">{labels[item].title}</span>
                  <span className="hidden text-xs text-muted-foreground sm:block">{labels[item].text}</span>
                </span>
                <span className="grid size-5 shrink-0 place-items-center rounded-full border group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground">
                  <RadioGroup.Indicator>
                    <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                  </RadioGroup.Indicator>
                </span>
              </span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </CardContent>
    </Card>
  );
}
