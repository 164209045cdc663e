import { getPlan, planIncludes, type WebsiteWithSections } from '@folio/schema';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useUser } from '@/lib/auth';

/** Edits reach the preview this long after the last keystroke (the target is 150 ms in all). */
export const previewDebounceMs = 50;

/**
 * The builder's side of the preview channel: waits for PREVIEW_READY from the iframe (checked by
 * origin and source), then posts UPDATE_CV_DATA with the website to the site origin only, at once
 * and again after every change (debounced, so a burst of keystrokes posts once).
 */
export function usePreviewChannel(frame: RefObject<HTMLIFrameElement | null>, siteOrigin: string, website: WebsiteWithSections) {
  const [ready, setReady] = useState(false);
  // The site as it will be published: with the "Made with Folio" credit unless the plan removes it.
  const branding = useRef(true);
  branding.current = !planIncludes(getPlan(useUser().data?.current_plan), 'remove_branding');
  const latest = useRef(website);
  const posted = useRef<WebsiteWithSections | null>(null);

  const post = () => {
    const target = frame.current?.contentWindow;
    if (!target || posted.current === latest.current) return;
    posted.current = latest.current;
    target.postMessage({ type: 'UPDATE_CV_DATA', website: latest.current, page: { kind: 'home' }, show_branding: branding.current }, siteOrigin);
  };

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== siteOrigin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== 'PREVIEW_READY') return;
      // A (re)loaded page has nothing yet: post the current data even if it was posted before.
      posted.current = null;
      setReady(true);
      post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [siteOrigin, frame]);

  useEffect(() => {
    latest.current = website;
    if (!ready) return;
    const timer = window.setTimeout(post, previewDebounceMs);
    return () => window.clearTimeout(timer);
  }, [website, ready]);

  return { ready };
}
