import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * A list of entries (experiences, educations...) edited in place. Remove buttons appear only when
 * more than one entry exists (onboarding.md section 2), so the form always keeps one to fill in.
 */
export function RepeatableList<T>({
  items,
  onChange,
  create,
  noun,
  render,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  create: () => T;
  /** "Experience": used in "Experience 2", "Add Experience", "Remove Experience 2". */
  noun: string;
  render: (item: T, update: (changes: Partial<T>) => void, index: number) => ReactNode;
}) {
  const update = (index: number) => (changes: Partial<T>) => onChange(items.map((item, position) => (position === index ? { ...item, ...changes } : item)));
  return (
    <div className="grid gap-4">
      {items.map((item, index) => (
        <fieldset key={index} className="relative grid gap-4 rounded-xl border bg-background p-4 pt-3 sm:p-5 sm:pt-4">
          <legend className="float-left h-8 text-sm leading-8 font-semibold">
            {noun} {index + 1}
          </legend>
          {items.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="absolute top-3 right-3 sm:top-4 sm:right-4"
              onClick={() => onChange(items.filter((_, position) => position !== index))}
              aria-label={`Remove ${noun} ${index + 1}`}
            >
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          )}
          <div className="clear-left grid gap-4">{render(item, update(index), index)}</div>
        </fieldset>
      ))}
      <Button variant="outline" className="justify-self-start" onClick={() => onChange([...items, create()])}>
        <Plus aria-hidden="true" />
        Add {noun}
      </Button>
    </div>
  );
}
