import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/field';
import { useDebouncedText } from '../lib/use-debounced-text';

/** An admin list's search box: sent 300 ms after typing stops, or at once on Enter. */
export function SearchBox({ id, placeholder, value, onSearch }: { id: string; placeholder: string; value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useDebouncedText(value, onSearch);
  return (
    <form
      role="search"
      className="col-span-2 grid gap-2 lg:col-span-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input id={id} type="search" placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} className="pl-9" />
      </div>
    </form>
  );
}
