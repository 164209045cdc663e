import { useEffect } from 'react';

/** Sets the tab title; every screen names itself so tabs and history entries are distinguishable. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Folio` : 'Folio: brand yourself instantly using AI';
  }, [title]);
}
