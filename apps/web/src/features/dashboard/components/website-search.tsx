import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** Filters the cards as the user types; the count of matches is announced politely. */
export function WebsiteSearch({ value, onChange, shown, total }: { value: string; onChange: (value: string) => void; shown: number; total: number }) {
  return (
    <div className="grid gap-1">
      <div className="relative w-full sm:w-72">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
          aria-label="Search websites"
          placeholder="Search websites"
          className="px-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {value ? `${shown} of ${total} websites match` : ''}
      </p>
    </div>
  );
}
