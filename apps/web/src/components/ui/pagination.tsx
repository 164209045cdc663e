import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface PaginationInfo {
  current_page: number;
  last_page: number;
  total: number;
  from: number | null;
  to: number | null;
}

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The page buttons (platform.md section 9): every number with 7 pages or fewer; otherwise the
 * first, the last, the current page and its neighbours, with an ellipsis where pages are left out.
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 7) return Array.from({ length: last }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 1, last - 4));
  const end = Math.min(last - 1, Math.max(current + 1, 5));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < last - 1) items.push('gap-end');
  items.push(last);
  return items;
}

function PageButton({ label, onClick, disabled, current, children }: { label: string; onClick: () => void; disabled?: boolean; current?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'grid h-8 min-w-8 place-items-center rounded-lg px-2 text-[13px] font-medium tabular-nums transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-40',
        current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-accent',
      )}
    >
      {children}
    </button>
  );
}

/** 'Showing X to Y of Z results' with first, previous, numbered, next and last buttons; nothing with one page. */
export function Pagination({ info, onPageChange, label = 'Pagination' }: { info: PaginationInfo; onPageChange: (page: number) => void; label?: string }) {
  const { current_page: current, last_page: last } = info;
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground">
        Showing {info.from ?? 0} to {info.to ?? 0} of {info.total} results
      </p>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <PageButton label="First page" onClick={() => onPageChange(1)} disabled={current === 1}>
          <ChevronsLeft className="size-4" aria-hidden="true" />
        </PageButton>
        <PageButton label="Previous page" onClick={() => onPageChange(current - 1)} disabled={current === 1}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </PageButton>
        {pageItems(current, last).map((item) =>
          typeof item === 'number' ? (
            <PageButton key={item} label={`Page ${item}`} current={item === current} onClick={() => onPageChange(item)}>
              {item}
            </PageButton>
          ) : (
            <span key={item} aria-hidden="true" className="grid h-8 w-6 place-items-center text-muted-foreground">
              …
            </span>
          ),
        )}
        <PageButton label="Next page" onClick={() => onPageChange(current + 1)} disabled={current === last}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </PageButton>
        <PageButton label="Last page" onClick={() => onPageChange(last)} disabled={current === last}>
          <ChevronsRight className="size-4" aria-hidden="true" />
        </PageButton>
      </div>
    </nav>
  );
}
