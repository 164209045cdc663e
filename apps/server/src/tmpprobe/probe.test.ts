import { it } from 'vitest';
import { userOnPlan } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
it('probe', async () => {
  const test = await createTestApp();
  const r1 = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a\u0000b@example.com', password: 'x' } });
  console.log('PROBE login', r1.statusCode, r1.body.slice(0, 200));
  const user = await userOnPlan(test);
  const w = await user.createWebsite();
  const r2 = await user.request('PATCH', `/api/websites/${w.id}/builder`, { version: 1, intro: 'a\u0000b' });
  console.log('PROBE builder', r2.statusCode, r2.body.slice(0, 200));
  const r3 = await user.request('PUT', `/api/websites/${w.id}/template-data/developer`, { version: 1, data: { x: '\ud800' } });
  console.log('PROBE td', r3.statusCode, r3.body.slice(0, 200));
  const big = 'a'.repeat(500_000) + '@example.com';
  const t = Date.now();
  const r4 = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email: big, password: 'x' } });
  console.log('PROBE big', r4.statusCode, Date.now() - t, r4.body.slice(0, 200));
  await test.close();
}, 60000);
