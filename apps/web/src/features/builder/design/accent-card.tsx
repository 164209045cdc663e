import type { DesignSummary } from '@folio/templates';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useBuilder } from '../state/builder-context';

const hexPattern = /^#[0-9a-f]{6}$/i;
const themeNames = { light: 'light', dark: 'dark' } as const;

/** The accent: a colour well and its hex value, and what the page made of it where it had to be corrected. */
export function AccentCard({ summary, templateSlug }: { summary: DesignSummary; templateSlug: string }) {
  const builder = useBuilder();
  const id = useId();
  const [text, setText] = useState(summary.accent);
  const [shownAccent, setShownAccent] = useState(summary.accent);
  // The field follows a colour chosen elsewhere (the well, an undo); a half-typed value stays as typed.
  if (shownAccent !== summary.accent) {
    setShownAccent(summary.accent);
    if (text.trim().toLowerCase() !== summary.accent.toLowerCase()) setText(summary.accent);
  }
  const invalid = text.trim() !== '' && !hexPattern.test(text.trim());
  const corrected = summary.corrections.filter((entry) => entry.corrected);

  const typed = (value: string) => {
    setText(value);
    const next = value.trim();
    if (hexPattern.test(next)) builder.design.setAccent(next.toLowerCase());
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Accent colour</CardTitle>
        <CardDescription>Links, buttons and highlights. Any colour works: where it would be hard to read, your site uses a darker or lighter shade of it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <label htmlFor={`${id}-well`} className="text-sm font-medium">
              Colour
            </label>
            <input
              id={`${id}-well`}
              type="color"
              value={summary.accent}
              onChange={(event) => typed(event.target.value)}
              className="h-10 w-16 cursor-pointer rounded-md border bg-background p-1"
            />
          </div>
          <div className="grid gap-2">
            <label htmlFor={`${id}-hex`} className="text-sm font-medium">
              Hex value
            </label>
            <Input
              id={`${id}-hex`}
              value={text}
              onChange={(event) => typed(event.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-hint`}
              spellCheck={false}
              autoComplete="off"
              className="w-32 font-mono"
            />
          </div>
          <Button type="button" variant="outline" disabled={!summary.ownAccent} onClick={() => builder.design.setAccent(null)}>
            Use the template’s colour
          </Button>
        </div>
        <p id={`${id}-hint`} className={invalid ? 'text-[13px] text-danger-text' : 'text-[13px] text-muted-foreground'}>
          {invalid
            ? 'Please enter a colour like #2563eb'
            : summary.ownAccent
              ? 'Your colour.'
              : templateSlug === 'modern'
                ? 'The Primary Color of your Template Data, until you choose one here.'
                : 'The template’s own colour, until you choose one.'}
        </p>
        <div role="status" aria-live="polite" className="grid gap-2">
          {corrected.map((entry) => (
            <p key={entry.theme} className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-[13px] leading-snug">
              <span className="mt-0.5 flex shrink-0 gap-1" aria-hidden="true">
                <span className="size-5 rounded border" style={{ background: entry.chosen }} />
                <span className="size-5 rounded border" style={{ background: entry.used }} />
              </span>
              <span>
                On {themeNames[entry.theme]} pages your accent shows as <strong className="font-mono">{entry.used}</strong>: {entry.chosen} has a contrast of {entry.ratioBefore.toFixed(2)}:1 on the
                background, and text needs 4.5:1 to be readable (WCAG AA). The corrected shade has {entry.ratioAfter.toFixed(2)}:1.
              </span>
            </p>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
