import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CV_MAX_BYTES,
  createWebsiteFromOnboardingInput,
  manualForm,
  onboardingPath,
  onboardingSession,
  onboardingStep,
  parseCvInput,
  sessionIdInput,
  user as userSchema,
} from '@folio/schema';
import { z } from 'zod';
import { AppError, ValidationError } from '../../platform/errors';
import { bearerToken } from '../../platform/http/bearer';
import { readMultipart } from '../../platform/http/multipart';
import { MAX_IMAGE_BYTES } from '../../platform/images';
import type { AuthService } from '../auth/auth.service';
import type { AuthQueries } from '../auth/auth.queries';
import type { OnboardingWebsites } from './onboarding.create';
import { presentSession } from './onboarding.presenter';
import type { OnboardingService } from './onboarding.service';

const schema = { tags: ['Onboarding'], security: [{ bearerAuth: [] }] };
const withSession = z.object({ success: z.literal(true), session_id: z.string(), session: onboardingSession });
const cvFile = { maxBytes: CV_MAX_BYTES, tooLarge: 'File size must be less than 10MB' };
const photo = { maxBytes: MAX_IMAGE_BYTES, tooLarge: 'Picture file size must be less than 5MB' };

/** onboarding.md section 7, plus the store calls it leaves unnamed: start, session (PATCH), start-over, complete, import-linkedin. */
export const onboardingRoutes: FastifyPluginAsync<{
  auth: AuthService;
  authQueries: AuthQueries;
  sessions: OnboardingService;
  creation: OnboardingWebsites;
}> = async (fastify, { auth, authQueries, sessions, creation }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const actor = async (request: FastifyRequest) => (await auth.authenticate(bearerToken(request))).user;
  const answer = (row: Parameters<typeof presentSession>[0]) => ({ success: true as const, session_id: row.id, session: presentSession(row) });

  app.post('/onboarding/start', { schema: { ...schema, response: { 200: withSession } } }, async (request) => answer(await sessions.start(await actor(request))));

  app.get(
    '/onboarding/session',
    { schema: { ...schema, querystring: z.object({ session_id: z.string().uuid().optional() }), response: { 200: z.object({ success: z.literal(true), session: onboardingSession.nullable() }) } } },
    async (request) => {
      const row = await sessions.restore(await actor(request), request.query.session_id);
      return { success: true as const, session: row ? presentSession(row) : null };
    },
  );

  app.patch(
    '/onboarding/session',
    { schema: { ...schema, body: sessionIdInput.extend({ step: onboardingStep, path: onboardingPath.nullable().optional() }), response: { 200: withSession } } },
    async (request) => answer(await sessions.setStep(await actor(request), request.body.session_id, request.body.step, request.body.path)),
  );

  app.delete('/onboarding/session', { schema: { ...schema, querystring: sessionIdInput } }, async (request) => {
    await sessions.remove(await actor(request), request.query.session_id);
    return { success: true, message: 'Onboarding session deleted' };
  });

  app.post('/onboarding/start-over', { schema: { ...schema, body: z.object({ session_id: z.string().uuid().optional() }), response: { 200: withSession } } }, async (request) => {
    const user = await actor(request);
    if (request.body.session_id) await sessions.remove(user, request.body.session_id).catch(() => undefined);
    return answer(await sessions.start(user));
  });

  app.get('/onboarding/session-data', { schema: { ...schema, querystring: sessionIdInput } }, async (request) => {
    const session = await sessions.owned(await actor(request), request.query.session_id);
    return { success: true, data: { cv_data: session.parsed_cv, template_recommendation: session.recommendation, confidence: session.confidence, stages: session.stages } };
  });

  /** cache_key is the session id the cv_ready event carries. */
  app.get('/onboarding/cv-ready-data', { schema: { ...schema, querystring: z.object({ cache_key: z.string().uuid() }) } }, async (request) => ({
    success: true,
    data: await creation.readyData(await actor(request), request.query.cache_key),
  }));

  app.post('/onboarding/upload-cv', { schema }, async (request) => {
    const user = await actor(request);
    const { files, fields } = await readMultipart(request, { cv_file: cvFile, profile_picture: photo });
    const file = files.cv_file;
    if (!file) throw new ValidationError({ cv_file: ['Please upload a PDF, DOC, or DOCX file'] });
    const uploaded = await sessions.uploadCv(user, fields.session_id || undefined, file);
    let row = uploaded.session;
    if (files.profile_picture) row = await sessions.uploadPicture(user, row.id, files.profile_picture.buffer);
    return {
      success: true,
      message: uploaded.imported ? 'Your JSON Resume was imported. Review your data.' : 'CV uploaded successfully',
      text: uploaded.text,
      stored_path: row.source?.stored_path ?? null,
      use_vision_parsing: row.use_vision_parsing,
      session_id: row.id,
      profile_picture_url: row.profile_picture,
      session: presentSession(row),
    };
  });

  app.post('/onboarding/upload-profile-picture', { schema }, async (request) => {
    const user = await actor(request);
    const { files, fields } = await readMultipart(request, { profile_picture: photo });
    if (!files.profile_picture) throw new ValidationError({ profile_picture: ['Please select an image file'] });
    const row = await sessions.uploadPicture(user, fields.session_id ?? '', files.profile_picture.buffer);
    return { success: true, message: 'Profile picture uploaded successfully', profile_picture_url: row.profile_picture, session: presentSession(row) };
  });

  app.post('/onboarding/import-linkedin', { schema }, async (request) => {
    const user = await actor(request);
    const { files, fields } = await readMultipart(request, { linkedin_zip: { maxBytes: CV_MAX_BYTES, tooLarge: 'File size must be less than 10MB' } });
    if (!files.linkedin_zip) throw new ValidationError({ linkedin_zip: ['Please upload the ZIP file from LinkedIn.'] });
    const row = await sessions.importLinkedIn(user, fields.session_id || undefined, files.linkedin_zip.buffer, files.linkedin_zip.filename);
    return { success: true, message: 'Your LinkedIn data was imported. Review your data.', session_id: row.id, session: presentSession(row) };
  });

  app.post('/onboarding/parse-cv', { schema: { ...schema, body: parseCvInput } }, async (request) => {
    const row = await sessions.requestParse(await actor(request), request.body);
    return { success: true, message: 'CV parsing started', session: presentSession(row) };
  });

  app.post('/onboarding/proceed-to-template-matching', { schema: { ...schema, body: sessionIdInput } }, async (request) => {
    const row = await sessions.requestMatch(await actor(request), request.body.session_id);
    return { success: true, message: 'Template matching started', session: presentSession(row) };
  });

  app.post('/onboarding/create-website', { schema: { ...schema, body: createWebsiteFromOnboardingInput } }, async (request) => {
    const user = await actor(request);
    const { type, name, template_slug: slug, session_id: sessionId } = request.body;
    const website = type === 'cv' ? await creation.fromCv(user, sessionId, slug) : await creation.fromDemo(user, name, slug, sessionId);
    return {
      success: true,
      message: type === 'cv' ? 'Your portfolio website has been created' : 'Demo website created successfully',
      website: { id: website.id, name: website.name, subdomain: website.subdomain, template: { slug: website.template_slug } },
    };
  });

  app.post('/onboarding/create-comprehensive-website', { schema }, async (request) => {
    const user = await actor(request);
    const { files, fields } = await readMultipart(request, { picture: photo });
    let raw: unknown;
    try {
      raw = JSON.parse(fields.data ?? '');
    } catch {
      throw new AppError(422, 'invalid_form', 'Failed to create portfolio', { errors: { data: ['The form data could not be read.'] } });
    }
    const body = z.object({ type: z.literal('comprehensive'), formData: manualForm }).safeParse(raw);
    if (!body.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of body.error.issues) (errors[issue.path.filter((key) => key !== 'formData').join('.')] ??= []).push(issue.message);
      throw new ValidationError(errors);
    }
    const website = await creation.fromForm(user, body.data.formData, files.picture?.buffer);
    return { success: true, message: 'Your portfolio website has been created', website: { id: website.id, name: website.name, subdomain: website.subdomain, template: { slug: website.template_slug } } };
  });

  app.post('/onboarding/complete', { schema: { ...schema, response: { 200: z.object({ success: z.literal(true), user: userSchema }) } } }, async (request) => {
    const { user } = await auth.authenticate(bearerToken(request));
    const updated = user.onboarding_completed_at ? user : await authQueries.updateUser(user.id, { onboarding_completed_at: new Date() });
    return { success: true as const, user: await auth.presentUser(updated) };
  });
};
