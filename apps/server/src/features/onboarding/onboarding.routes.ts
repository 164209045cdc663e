import type { FastifyPluginAsync } from 'fastify';
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
  shortenedField,
  user as userSchema,
} from '@folio/schema';
import { z } from 'zod';
import { AppError, ValidationError } from '../../platform/errors';
import { readMultipart } from '../../platform/http/multipart';
import { MAX_IMAGE_BYTES } from '../../platform/images';
import type { OnboardingWebsites } from './onboarding.create';
import type { UserPresenter, Users } from './onboarding.ports';
import { presentSession } from './onboarding.presenter';
import type { OnboardingService } from './onboarding.service';

const schema = { tags: ['Onboarding'] };
const ok = z.literal(true);
const withSession = z.object({ success: ok, session_id: z.string(), session: onboardingSession });
const withMessage = z.object({ success: ok, message: z.string(), session: onboardingSession });
/** Stored JSON the parser and recommender wrote; passed through as stored, so described rather than re-validated. */
const parsed = z.unknown().describe('The parsed CV (ParsedCv in @folio/schema), or null');
const recommendation = z.unknown().describe('The template recommendation (TemplateRecommendation in @folio/schema), or null');
const created = z.object({
  success: ok,
  message: z.string(),
  website: z.object({ id: z.number().int(), name: z.string(), subdomain: z.string().nullable(), template: z.object({ slug: z.string() }) }),
});
const cvFile = { maxBytes: CV_MAX_BYTES, tooLarge: 'File size must be less than 10MB' };
const photo = { maxBytes: MAX_IMAGE_BYTES, tooLarge: 'Picture file size must be less than 5MB' };

/** onboarding.md section 7, plus the store calls it leaves unnamed: start, session (PATCH), start-over, complete, import-linkedin. */
export const onboardingRoutes: FastifyPluginAsync<{
  auth: UserPresenter;
  authQueries: Users;
  sessions: OnboardingService;
  creation: OnboardingWebsites;
}> = async (fastify, { auth, authQueries, sessions, creation }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answer = (row: Parameters<typeof presentSession>[0]) => ({ success: true as const, session_id: row.id, session: presentSession(row) });

  app.post('/onboarding/start', { config: { auth: 'user' }, schema: { ...schema, response: { 200: withSession } } }, async (request) => answer(await sessions.start(request.user)));

  app.get(
    '/onboarding/session',
    { config: { auth: 'user' }, schema: { ...schema, querystring: z.object({ session_id: z.string().uuid().optional() }), response: { 200: z.object({ success: z.literal(true), session: onboardingSession.nullable() }) } } },
    async (request) => {
      const row = await sessions.restore(request.user, request.query.session_id);
      return { success: true as const, session: row ? presentSession(row) : null };
    },
  );

  app.patch(
    '/onboarding/session',
    { config: { auth: 'user' }, schema: { ...schema, body: sessionIdInput.extend({ step: onboardingStep, path: onboardingPath.nullable().optional() }), response: { 200: withSession } } },
    async (request) => answer(await sessions.setStep(request.user, request.body.session_id, request.body.step, request.body.path)),
  );

  app.delete('/onboarding/session', { config: { auth: 'user' }, schema: { ...schema, querystring: sessionIdInput, response: { 200: z.object({ success: ok, message: z.string() }) } } }, async (request) => {
    await sessions.remove(request.user, request.query.session_id);
    return { success: true as const, message: 'Onboarding session deleted' };
  });

  app.post('/onboarding/start-over', { config: { auth: 'user' }, schema: { ...schema, body: z.object({ session_id: z.string().uuid().optional() }), response: { 200: withSession } } }, async (request) => {
    const { user } = request;
    if (request.body.session_id) await sessions.remove(user, request.body.session_id).catch(() => undefined);
    return answer(await sessions.start(user));
  });

  app.get('/onboarding/session-data', { config: { auth: 'user' }, schema: { ...schema, querystring: sessionIdInput, response: { 200: z.object({ success: ok, data: z.object({ cv_data: parsed, template_recommendation: recommendation, confidence: z.number().nullable(), stages: z.record(z.string(), z.unknown()), shortened: z.array(shortenedField) }) }) } } }, async (request) => {
    return { success: true as const, data: await creation.reviewData(request.user, request.query.session_id) };
  });

  /** cache_key is the session id the cv_ready event carries. */
  app.get('/onboarding/cv-ready-data', { config: { auth: 'user' }, schema: { ...schema, querystring: z.object({ cache_key: z.string().uuid() }), response: { 200: z.object({ success: ok, data: z.object({ parsed_data: parsed, template_recommendation: recommendation, template_data: z.record(z.string(), z.unknown()).nullable(), website_id: z.number().int().nullable() }) }) } } }, async (request) => ({
    success: true as const,
    data: await creation.readyData(request.user, request.query.cache_key),
  }));

  app.post('/onboarding/upload-cv', { config: { auth: 'user' }, schema: { ...schema, response: { 200: withMessage.extend({ text: z.string(), stored_path: z.string().nullable(), use_vision_parsing: z.boolean(), session_id: z.string(), profile_picture_url: z.string().nullable() }) } } }, async (request) => {
    const { user } = request;
    await sessions.admitCvUpload(user);
    const { files, fields } = await readMultipart(request, { cv_file: cvFile, profile_picture: photo });
    const file = files.cv_file;
    if (!file) throw new ValidationError({ cv_file: ['Please upload a PDF, DOC, or DOCX file'] });
    const uploaded = await sessions.uploadCv(user, fields.session_id || undefined, file);
    let row = uploaded.session;
    if (files.profile_picture) row = await sessions.uploadPicture(user, row.id, files.profile_picture.buffer);
    return {
      success: true as const,
      message: uploaded.imported ? 'Your JSON Resume was imported. Review your data.' : 'CV uploaded successfully',
      text: uploaded.text,
      stored_path: row.source?.stored_path ?? null,
      use_vision_parsing: row.use_vision_parsing,
      session_id: row.id,
      profile_picture_url: row.profile_picture,
      session: presentSession(row),
    };
  });

  app.post('/onboarding/upload-profile-picture', { config: { auth: 'user' }, schema: { ...schema, response: { 200: withMessage.extend({ profile_picture_url: z.string().nullable() }) } } }, async (request) => {
    const { user } = request;
    const { files, fields } = await readMultipart(request, { profile_picture: photo });
    if (!files.profile_picture) throw new ValidationError({ profile_picture: ['Please select an image file'] });
    const row = await sessions.uploadPicture(user, fields.session_id ?? '', files.profile_picture.buffer);
    return { success: true as const, message: 'Profile picture uploaded successfully', profile_picture_url: row.profile_picture, session: presentSession(row) };
  });

  app.post('/onboarding/import-linkedin', { config: { auth: 'user' }, schema: { ...schema, response: { 200: withMessage.extend({ session_id: z.string() }) } } }, async (request) => {
    const { user } = request;
    const { files, fields } = await readMultipart(request, { linkedin_zip: { maxBytes: CV_MAX_BYTES, tooLarge: 'File size must be less than 10MB' } });
    if (!files.linkedin_zip) throw new ValidationError({ linkedin_zip: ['Please upload the ZIP file from LinkedIn.'] });
    const row = await sessions.importLinkedIn(user, fields.session_id || undefined, files.linkedin_zip.buffer, files.linkedin_zip.filename);
    return { success: true as const, message: 'Your LinkedIn data was imported. Review your data.', session_id: row.id, session: presentSession(row) };
  });

  app.post('/onboarding/parse-cv', { config: { auth: 'user' }, schema: { ...schema, body: parseCvInput, response: { 200: withMessage } } }, async (request) => {
    const row = await sessions.requestParse(request.user, request.body);
    return { success: true as const, message: 'CV parsing started', session: presentSession(row) };
  });

  app.post('/onboarding/proceed-to-template-matching', { config: { auth: 'user' }, schema: { ...schema, body: sessionIdInput, response: { 200: withMessage } } }, async (request) => {
    const row = await sessions.requestMatch(request.user, request.body.session_id);
    return { success: true as const, message: 'Template matching started', session: presentSession(row) };
  });

  app.post('/onboarding/create-website', { config: { auth: 'user' }, schema: { ...schema, body: createWebsiteFromOnboardingInput, response: { 200: created } } }, async (request) => {
    const { user } = request;
    const { type, name, template_slug: slug, session_id: sessionId } = request.body;
    const website = type === 'cv' ? await creation.fromCv(user, sessionId, slug) : await creation.fromDemo(user, name, slug, sessionId);
    return {
      success: true as const,
      message: type === 'cv' ? 'Your portfolio website has been created' : 'Demo website created successfully',
      website: { id: website.id, name: website.name, subdomain: website.subdomain, template: { slug: website.template_slug } },
    };
  });

  app.post('/onboarding/create-comprehensive-website', { config: { auth: 'user' }, schema: { ...schema, response: { 200: created } } }, async (request) => {
    const { user } = request;
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
    return { success: true as const, message: 'Your portfolio website has been created', website: { id: website.id, name: website.name, subdomain: website.subdomain, template: { slug: website.template_slug } } };
  });

  app.post('/onboarding/complete', { config: { auth: 'user' }, schema: { ...schema, response: { 200: z.object({ success: z.literal(true), user: userSchema }) } } }, async (request) => {
    const { user } = request;
    const updated = user.onboarding_completed_at ? user : await authQueries.updateUser(user.id, { onboarding_completed_at: new Date() });
    return { success: true as const, user: await auth.presentUser(updated) };
  });
};
