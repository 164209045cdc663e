import { fontPairings, type FontPairingId } from '@folio/schema';
import type { DesignSummary } from '@folio/templates';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useBuilder } from '../state/builder-context';
import { hasPairingFont, previewFamily } from './pairing-fonts';

const stackOf = (family: string) => (hasPairingFont(family) ? `'${previewFamily(family)}', system-ui, sans-serif` : `'${family}', system-ui, sans-serif`);

/** The font pairings as a list of radio buttons, each shown in its own heading and body faces. */
export function PairingCard({ summary }: { summary: DesignSummary }) {
  const builder = useBuilder();
  const name = useId();
  const options: Array<{ id: FontPairingId | null; label: string; head: string; body: string }> = [
    { id: null, label: 'Template default', head: summary.templateFonts.head, body: summary.templateFonts.body },
    ...fontPairings.map((pairing) => ({ id: pairing.id, label: pairing.label, head: pairing.head, body: pairing.body })),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${name}-title`}>Fonts</CardTitle>
        <CardDescription>A heading and a body typeface that work together. Served from your site itself, nothing from another site.</CardDescription>
      </CardHeader>
      <CardContent>
        <div role="radiogroup" aria-labelledby={`${name}-title`} className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => {
            const checked = summary.pairingId === option.id;
            const families = option.head === option.body ? option.head : `${option.head} & ${option.body}`;
            return (
              <label
                key={option.id ?? 'template'}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  checked && 'border-primary bg-primary-soft/40',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  className="mt-1 accent-[var(--color-primary)]"
                  checked={checked}
                  onChange={() => builder.design.setPairing(option.id)}
                  aria-label={`${option.label}: ${families}`}
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="text-lg leading-tight font-semibold" style={{ fontFamily: stackOf(option.head) }}>
                    {option.label}
                  </span>
                  <span className="text-[13px] text-muted-foreground" style={{ fontFamily: stackOf(option.body) }}>
                    {families}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </CardContent>
    </Card>
  );
}
