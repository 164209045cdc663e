import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page of a paged list, kept in the route's `page` query parameter and removed for page 1
 * (platform.md section 7, the pagination rule): the notifications list and the admin lists, with
 * their other query parameters.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  /** Sets (or, when empty, removes) a filter; a new filter starts again from page 1. */
  const setFilter = useCallback(
    (name: string, value: string | null) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (value) updated.set(name, value);
          else updated.delete(name);
          updated.delete('page');
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { page, setPage, params, setFilter };
}
