import type { Pagination } from '@folio/schema';

/** The spec's pagination block for a page of `shown` rows out of `total`. */
export function pageOf(page: number, perPage: number, total: number, shown: number): Pagination {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from: shown > 0 ? (page - 1) * perPage + 1 : null,
    to: shown > 0 ? (page - 1) * perPage + shown : null,
  };
}
