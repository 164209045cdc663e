import { designOf } from '@folio/templates';
import { useEffect, useMemo } from 'react';
import { SectionPanel } from '../components/section-panel';
import { useBuilderState } from '../state/builder-context';
import { AccentCard } from './accent-card';
import { loadPairingFonts } from './pairing-fonts';
import { PairingCard } from './pairing-card';
import { SectionsCard } from './sections-card';
import { ThemeCard } from './theme-card';

/**
 * Design: the owner's accent colour, font pairing, theme, and the order and visibility of the home
 * page's sections. They work on every template; each choice shows in the preview at once, is an
 * undo step and is saved on its own (no Save button needed).
 */
export function DesignSection() {
  const website = useBuilderState((state) => state.website);
  const draft = useBuilderState((state) => state.designDraft);
  const design = draft ?? website.design;
  const summary = useMemo(() => designOf({ ...website, design }), [website, design]);
  useEffect(() => loadPairingFonts(), []);

  return (
    <SectionPanel title="Design" description="Your colour, type, theme and the order of your home page. They apply to every template, and each change is saved as you make it.">
      <AccentCard summary={summary} templateSlug={website.template_slug} />
      <PairingCard summary={summary} />
      <ThemeCard summary={summary} />
      <SectionsCard summary={summary} />
    </SectionPanel>
  );
}
