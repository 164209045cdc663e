import type { UnplacedLine } from '@folio/schema';
import { HelpCircle } from 'lucide-react';

/** The lines the parser could not assign to any field, so nothing disappears without the user knowing. */
export function UnplacedLines({ lines }: { lines: UnplacedLine[] }) {
  if (lines.length === 0) return null;
  const groups = new Map<string, string[]>();
  for (const line of lines) groups.set(line.section, [...(groups.get(line.section) ?? []), line.text]);
  return (
    <section aria-labelledby="unplaced-title" className="grid gap-3 rounded-2xl border border-warning/40 bg-warning-soft/60 p-5">
      <div className="flex gap-3">
        <HelpCircle className="mt-0.5 size-5 shrink-0 text-warning-text" aria-hidden="true" />
        <div className="grid gap-1">
          <h3 id="unplaced-title" className="font-semibold">
            We could not place these lines
          </h3>
          <p className="text-sm text-foreground/80">
            They are not on your website yet. If any of them matter, add them in the builder after the website is created.
          </p>
        </div>
      </div>
      <div className="grid max-h-72 gap-3 overflow-y-auto rounded-lg bg-background/70 p-3" role="region" tabIndex={0} aria-label="Lines that were not placed">
        {[...groups].map(([section, texts]) => (
          <div key={section || 'top'} className="grid gap-1">
            <p className="text-xs font-semibold text-muted-foreground">{section ? `Under “${section}”` : 'At the top of your CV'}</p>
            <ul className="grid gap-0.5 font-mono text-[13px]">
              {texts.map((text, index) => (
                <li key={index} className="break-words">
                  {text}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
