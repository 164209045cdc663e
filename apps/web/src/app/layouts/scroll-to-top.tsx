import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at its top (or at the anchor it was opened for). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
