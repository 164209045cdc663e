import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './field';
import { inputClassName } from './input';

/** Adds typed tags to a list: trimmed, empties and duplicates (any case) ignored (builder.md section 5). */
export function addTags(current: string[], text: string): string[] {
  const next = [...current];
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (tag && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next;
}

/**
 * A tag list: Enter or comma adds, a pasted list adds each, Backspace in the empty box removes the last,
 * each tag has its remove button; `suggestions` not yet chosen are offered as one-click chips.
 */
export function TagInput({
  label,
  value,
  onChange,
  placeholder = 'Type and press Enter',
  help,
  suggestions = [],
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  help?: string;
  suggestions?: string[];
}) {
  const id = useId();
  const [text, setText] = useState('');
  const commit = () => {
    if (!text.trim()) return;
    onChange(addTags(value, text));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const unused = suggestions.filter((item) => !value.some((tag) => tag.toLowerCase() === item.toLowerCase())).slice(0, 8);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* A div matches :read-only, which the input look greys out; this box is editable through its input. */}
      <div className={cn(inputClassName, 'h-auto min-h-10 flex-wrap items-center gap-1.5 py-1.5 read-only:bg-background read-only:text-foreground focus-within:border-ring focus-within:ring-3 focus-within:ring-ring/25')}>
        {value.map((tag) => (
          <span key={tag} className="inline-flex items-center gap-1 rounded-md bg-muted py-0.5 pr-1 pl-2 text-[13px]">
            {tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((item) => item !== tag))}
              aria-label={`Remove ${tag}`}
              className="rounded p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          onChange={(event) => {
            // Text arriving with commas (autofill, IME, dictation) adds every finished tag at once.
            const parts = event.target.value.split(',');
            const rest = parts.pop() ?? '';
            if (parts.length > 0) onChange(addTags(value, parts.join(',')));
            setText(rest);
          }}
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text');
            if (!pasted.includes(',')) return;
            event.preventDefault();
            onChange(addTags(value, text + pasted));
            setText('');
          }}
          onKeyDown={onKeyDown}
          onBlur={commit}
          placeholder={value.length === 0 ? placeholder : ''}
          aria-describedby={help ? `${id}-help` : undefined}
          className="min-w-28 flex-1 bg-transparent py-0.5 text-sm outline-none placeholder:text-muted-foreground/80"
        />
      </div>
      {help && (
        <p id={`${id}-help`} className="text-[13px] text-muted-foreground">
          {help}
        </p>
      )}
      {unused.length > 0 && (
        <div className="flex flex-wrap gap-1.5" aria-label={`Suggestions for ${label}`} role="group">
          {unused.map((item) => (
            <button
              key={item}
              type="button"
              onClick={() => onChange(addTags(value, item))}
              className="rounded-full border border-dashed px-2.5 py-0.5 text-xs text-muted-foreground transition-colors hover:border-solid hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              + {item}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
