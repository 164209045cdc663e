import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation, type Database } from '../../platform/db/client';
import { hashPassword } from '../../platform/secrets';
import { createAuthQueries } from './auth.queries';

/**
 * On first start there must be a way into the admin area: ADMIN_EMAIL/ADMIN_PASSWORD, or,
 * when no admin exists and none is configured, a generated password printed once.
 */
export async function seedAdmin(db: Database, admin: { email?: string; password?: string }, log: FastifyBaseLogger) {
  const queries = createAuthQueries(db);
  const email = (admin.email ?? 'admin@folio.localhost').toLowerCase();
  if (!admin.email && (await queries.anyAdmin())) return;
  const found = await queries.findUserByEmail(email);
  if (found) {
    if (found.role !== 'admin') await queries.updateUser(found.id, { role: 'admin' });
    return;
  }
  const password = admin.password ?? randomBytes(12).toString('base64url');
  try {
    await queries.insertUser({
      name: 'Administrator',
      email,
      role: 'admin',
      password_hash: await hashPassword(password),
      email_verified_at: new Date(),
      onboarding_completed_at: new Date(),
    });
  } catch (error) {
    // Instances started together each found no admin; one made it first, and this one is done.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (admin.password) log.info({ email }, 'admin account created from ADMIN_EMAIL/ADMIN_PASSWORD');
  else log.warn(`admin account created: ${email} with password ${password} (shown once; change it in /profile)`);
}
