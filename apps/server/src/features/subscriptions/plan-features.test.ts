import { planFeatures, type PlanFeature } from '@folio/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test?.close();
});

/** The routes a feature needs that the real app does not serve. */
const missingRoutes = (feature: Pick<PlanFeature, 'routes'>) =>
  feature.routes.filter((route) => {
    const [method = '', url = ''] = route.split(' ');
    return !test.app.hasRoute({ method, url });
  });

describe('the plans table and the API', () => {
  it('serves every route of every feature a plan lists', () => {
    for (const [key, feature] of Object.entries<PlanFeature>(planFeatures)) expect(missingRoutes(feature), key).toEqual([]);
  });

  it('would catch a listed feature whose route does not exist', () => {
    expect(missingRoutes({ routes: ['GET /api/websites/:id', 'GET /api/websites/:id/custom-domains', 'GET /api/websites/:id/domain-aliases', 'POST /api/api-tokens'] })).toEqual([
      'GET /api/websites/:id/domain-aliases',
      'POST /api/api-tokens',
    ]);
  });
});
