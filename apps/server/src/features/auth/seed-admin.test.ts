import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedAdmin } from './seed-admin';
import { users } from './auth.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the first admin account', () => {
  it('is made once when several instances start at the same moment', async () => {
    const admin = { email: `first.admin.${Date.now()}@example.com`, password: 'a long admin password' };
    const log = pino({ level: 'silent' });
    await Promise.all([seedAdmin(test.database.db, admin, log), seedAdmin(test.database.db, admin, log), seedAdmin(test.database.db, admin, log)]);
    const rows = await test.database.db.select().from(users).where(eq(users.email, admin.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin' });
  });
});
