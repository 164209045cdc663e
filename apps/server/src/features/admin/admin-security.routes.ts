import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { securitySettingsInput, securitySettingsResponse } from '@folio/schema';
import { z } from 'zod';
import { ValidationError } from '../../platform/errors';
import { settingKeys, type Settings } from '../../platform/settings';
import type { AuditService } from './audit.service';

const schema = { tags: ['Admin'] };
const admin = { auth: 'admin' as const };

/** /admin/security-settings: whether admin accounts need two-factor sign-in for the admin area (checked by the auth hook). */
export const adminSecurityRoutes: FastifyPluginAsync<{ settings: Settings; audit: AuditService; twoFactor: { isEnabled(userId: number): Promise<boolean> } }> = async (
  fastify,
  { settings, audit, twoFactor },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const required = () => settings.get<boolean>(settingKeys.adminTwoFactorRequired, false);

  app.get('/admin/security-settings', { config: admin, schema: { ...schema, response: { 200: securitySettingsResponse } } }, async () => ({
    success: true as const,
    data: { admin_two_factor_required: await required() },
  }));

  app.put(
    '/admin/security-settings',
    { config: admin, schema: { ...schema, body: securitySettingsInput, response: { 200: securitySettingsResponse.extend({ message: z.string() }) } } },
    async (request) => {
      const wanted = request.body.admin_two_factor_required;
      // Requiring it without having it would shut the admin acting out of the page they are on.
      if (wanted && !(await twoFactor.isEnabled(request.user.id))) {
        throw new ValidationError({ admin_two_factor_required: ['Turn on two-factor sign-in for your own account first.'] });
      }
      const previous = await required();
      await settings.set(settingKeys.adminTwoFactorRequired, wanted);
      await audit.record({
        action: 'security.settings',
        actor: request.user,
        details: { admin_two_factor_required: wanted, previous },
        context: { ip: request.ip, requestId: request.id },
      });
      return {
        success: true as const,
        message: wanted ? 'Admin accounts now need two-factor sign-in for the admin area.' : 'Admin accounts no longer need two-factor sign-in.',
        data: { admin_two_factor_required: wanted },
      };
    },
  );
};
