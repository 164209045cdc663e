import { planFeatures, type PlanFeature } from '@folio/schema';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sectionIds } from '@/features/builder/components/section-nav';
import { routes } from './route-table';

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}
const appPaths = new Set(pathsOf(routes));

/** The screens a feature names that the app does not have: a route path, or "builder:<section>". */
const missingScreens = (feature: Pick<PlanFeature, 'screens'>) =>
  feature.screens.filter((screen) =>
    screen.startsWith('builder:') ? !(sectionIds as string[]).includes(screen.slice('builder:'.length)) : !appPaths.has(screen),
  );

describe('the plans table and the app', () => {
  it('has every screen of every feature a plan lists', () => {
    for (const [key, feature] of Object.entries<PlanFeature>(planFeatures)) expect(missingScreens(feature), key).toEqual([]);
  });

  it('would catch a listed feature whose screen does not exist', () => {
    expect(appPaths.has('/settings')).toBe(true);
    expect(missingScreens({ screens: ['/settings', 'builder:personal', 'builder:custom-domain', 'builder:api-access', '/settings/api-tokens'] })).toEqual(['builder:api-access', '/settings/api-tokens']);
  });
});
