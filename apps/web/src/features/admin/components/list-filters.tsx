import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { SearchBox } from './search-box';

export interface FilterSelect<F> {
  name: keyof F & string;
  label: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}

/**
 * An admin list's search box and filters, each kept in the address by the caller
 * (`onFilterChange(name, value)`, null to remove). `className` gives the grid's wide layout.
 */
export function ListFilters<F extends { [K in keyof F]?: string } & { search?: string }>({
  idPrefix,
  searchPlaceholder,
  filters,
  selects,
  onFilterChange,
  className,
}: {
  idPrefix: string;
  searchPlaceholder: string;
  filters: F;
  selects: ReadonlyArray<FilterSelect<F>>;
  onFilterChange: (name: string, value: string | null) => void;
  className: string;
}) {
  return (
    <div className={cn('grid grid-cols-2 gap-3', className)}>
      <SearchBox id={`${idPrefix}-search`} placeholder={searchPlaceholder} value={filters.search ?? ''} onSearch={(value) => onFilterChange('search', value || null)} />
      {selects.map((filter) => (
        <div key={filter.name} className="grid gap-2">
          <Label htmlFor={`${idPrefix}-${filter.name}`}>{filter.label}</Label>
          <Select id={`${idPrefix}-${filter.name}`} value={filters[filter.name] ?? ''} onChange={(event) => onFilterChange(filter.name, event.target.value || null)}>
            <option value="">All</option>
            {filter.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      ))}
    </div>
  );
}
