import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { users } from './auth.tables';
import { hashPassword } from '../../platform/secrets';

/**
 * On first start there must be a way into the admin area: ADMIN_EMAIL/ADMIN_PASSWORD, or,
 * when no admin exists and none is configured, a generated password printed once.
 */
export async function seedAdmin(db: Database, admin: { email?: string; password?: string }, log: FastifyBaseLogger) {
  const email = (admin.email ?? 'admin@folio.localhost').toLowerCase();
  if (!admin.email) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (existing) return;
  }
  const [found] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
  if (found) {
    if (found.role !== 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.id, found.id));
    return;
  }
  const password = admin.password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    name: 'Administrator',
    email,
    role: 'admin',
    password_hash: await hashPassword(password),
    email_verified_at: new Date(),
    onboarding_completed_at: new Date(),
  });
  if (admin.password) log.info({ email }, 'admin account created from ADMIN_EMAIL/ADMIN_PASSWORD');
  else log.warn(`admin account created: ${email} with password ${password} (shown once; change it in /profile)`);
}
