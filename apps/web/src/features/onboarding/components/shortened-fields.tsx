import type { ShortenedField } from '@folio/schema';
import { Copy, Scissors } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

const fieldNames: Record<ShortenedField['section'], string> = {
  personal_info: 'Profile',
  experiences: 'Experience',
  educations: 'Education',
  projects: 'Project',
};

const whatOf = (item: ShortenedField) =>
  item.field === 'summary' ? 'Summary' : item.field === 'title' ? 'Headline' : `${fieldNames[item.section]} description`;

async function copyFullText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Full text copied', { description: 'Paste the part you need into the field in the builder.' });
  } catch {
    toast.error('Could not copy the text. Select it and copy it by hand.');
  }
}

/**
 * The fields the website gets shorter than the CV has them: they end at the last whole sentence
 * within the builder's limit (never mid-word), and the CV's full text stays here to copy, so nothing
 * is lost without the user knowing.
 */
export function ShortenedFields({ items }: { items: ShortenedField[] }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-primary/30 bg-primary-soft/60 p-5">
      <div className="flex gap-3">
        <Scissors className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden="true" />
        <div className="grid gap-1">
          <h3 id={titleId} className="font-semibold">
            {items.length === 1 ? 'One description was shortened to fit' : `${items.length} descriptions were shortened to fit`}
          </h3>
          <p className="text-sm text-foreground/80">
            The website allows fewer characters than your CV has here, so the text ends at the last full sentence that fits. Copy the full text to paste back the part you need in the builder.
          </p>
        </div>
      </div>
      <ul className="grid gap-3">
        {items.map((item) => (
          <ShortenedItem key={`${item.section}-${item.index ?? 'info'}-${item.field}`} item={item} />
        ))}
      </ul>
    </section>
  );
}

function ShortenedItem({ item }: { item: ShortenedField }) {
  const removed = item.full_text.length - item.text.replace(/…$/, '').length;
  return (
    <li className="grid gap-2 rounded-xl bg-background/80 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="min-w-0 font-medium break-words">
          {item.label}
          <span className="font-normal text-muted-foreground"> · {whatOf(item)}</span>
        </p>
        <p className="text-[13px] text-muted-foreground">
          {item.text.length.toLocaleString('en')} of {item.full_text.length.toLocaleString('en')} characters kept (limit {item.limit.toLocaleString('en')})
        </p>
      </div>
      <details className="group grid gap-2">
        <summary className="w-fit cursor-pointer rounded text-sm font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          Show the full text ({removed.toLocaleString('en')} more characters)
        </summary>
        <div className="mt-2 grid gap-2">
          <p className="max-h-60 overflow-y-auto rounded-lg border bg-card p-3 text-sm leading-relaxed break-words whitespace-pre-line" tabIndex={0} aria-label={`Full text: ${item.label}`}>
            {item.full_text}
          </p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void copyFullText(item.full_text)}>
            <Copy aria-hidden="true" />
            Copy full text
          </Button>
        </div>
      </details>
    </li>
  );
}
