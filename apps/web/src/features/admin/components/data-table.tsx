import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Long text (names) may wrap between words; anything else keeps to one line, and the table scrolls. */
  wrap?: boolean;
}

/**
 * A small table of figures (the analytics screens): a caption for screen readers, and a region
 * that scrolls sideways on a narrow screen and can be reached with the keyboard to do so.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, className }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string; className?: string }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className={cn('overflow-x-auto rounded-lg border bg-background focus-visible:outline-2 focus-visible:outline-ring', className)}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn('px-2.5 py-2 whitespace-nowrap sm:px-3', column.numeric && 'text-right')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={cn('px-2.5 py-2 sm:px-3', column.numeric ? 'text-right tabular-nums whitespace-nowrap' : column.wrap ? 'min-w-32 break-words' : 'whitespace-nowrap')}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a section shows when the period has nothing for it yet. */
export function NoData({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed bg-background px-6 py-8 text-center">
      <Icon className="size-7 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {children && <p className="max-w-prose text-sm text-muted-foreground">{children}</p>}
    </div>
  );
}
