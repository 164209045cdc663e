/** @jsxRuntime automatic */
import type { HomeSectionId } from '@folio/schema';
import { Fragment, type ReactNode } from 'react';
import { sectionHasContent } from '../lib/sections';
import type { SiteView } from '../types';

/**
 * The one way a template's Home places its sections: the template decides each section's
 * markup and which part of its layout it goes in; the owner decides their order and which are
 * shown (view.design). A hidden section renders nothing at all, not even its heading.
 */
export interface HomeSections {
  /** Shown: the owner did not hide it and it has something to show. */
  has(id: HomeSectionId): boolean;
  /** The shown sections in page order. */
  shown: HomeSectionId[];
  /** Markers ('01', 'A') over the shown sections in page order, so none leaves a gap. */
  markers(format: (index: number) => string): Partial<Record<HomeSectionId, string>>;
  /**
   * The given blocks in the owner's order, hidden ones left out. Pass one layout region's
   * blocks per call (a main and a side column): each region keeps the owner's relative order.
   */
  render(blocks: Partial<Record<HomeSectionId, ReactNode>>): ReactNode;
}

export function homeSections(view: SiteView): HomeSections {
  const { order, hidden } = view.design;
  const visible = (id: HomeSectionId) => !hidden.has(id);
  const shown = order.filter((id) => visible(id) && sectionHasContent(view, id));
  return {
    has: (id) => shown.includes(id),
    shown,
    markers(format) {
      const markers: Partial<Record<HomeSectionId, string>> = {};
      shown.forEach((id, index) => {
        markers[id] = format(index);
      });
      return markers;
    },
    render(blocks) {
      // A block the template forgot to list in `sections` still renders, after the listed ones.
      const ids = [...order, ...(Object.keys(blocks) as HomeSectionId[]).filter((id) => !order.includes(id))];
      return ids
        .filter((id) => id in blocks && visible(id))
        .map((id) => <Fragment key={id}>{blocks[id]}</Fragment>);
    },
  };
}
