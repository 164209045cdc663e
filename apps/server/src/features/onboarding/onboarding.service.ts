import { CV_TEXT_MAX, CV_TEXT_MIN, type OnboardingStep, type ParsedCv } from '@folio/schema';
import { isCvParseError, preflightDocument, type CvParseError } from '@folio/cv-parser';
import { AppError, ValidationError, notFound } from '../../platform/errors';
import { enforceLimit, type RateLimiter } from '../../platform/rate-limit';
import { reencodeImage } from '../../platform/images';
import { z } from 'zod';
import { defineJob, type Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import type { UserRow } from '../auth/auth.tables';
import type { TemplateCatalogue } from '../../platform/template-catalogue';
import { recommendTemplate } from '@folio/cv-parser';
import { importJsonResume, isJsonResume } from './imports/json-resume';
import { importLinkedInExport, isZip, LinkedInImportError } from './imports/linkedin';
import type { PublishProcessingEvent } from './onboarding.events';
import type { CvReader } from './onboarding.ports';
import { presentSession } from './onboarding.presenter';
import type { OnboardingQueries } from './onboarding.queries';
import type { OnboardingSessionRow } from './onboarding.tables';

const sessionJob = z.object({ sessionId: z.string().uuid() });
/** Parses the session's CV, stage by stage. */
export const parseJob = defineJob('onboarding.parse', sessionJob);
/** Recommends a template for the parsed CV. */
export const matchJob = defineJob('onboarding.match', sessionJob);
const wrongType = 'Please upload a PDF, DOC, or DOCX file';
const HOUR = 3600;
/**
 * Per user and hour. Generous for a person (a CV is uploaded a few times, parsed once or twice
 * each), while one account can no longer keep the parser busy for everyone else.
 */
export const cvLimits = { uploadsPerHour: 20, parsesPerHour: 20 };

/** When every parser is busy, the client is told to try again after this long (Retry-After). */
const BUSY_RETRY_SECONDS = 10;

/** A file the parser refused: 422 with the message on cv_file (the spec's wording for a wrong type). */
function refusedFile(error: CvParseError): AppError {
  // Not the file's fault: every parser child is taken and the queue is full.
  if (error.code === 'busy') return new AppError(503, 'cv_busy', error.message, { errors: { cv_file: [error.message] }, retry_after: BUSY_RETRY_SECONDS });
  const message = error.code === 'unsupported_type' || error.code === 'type_mismatch' ? wrongType : error.message;
  return new AppError(422, `cv_${error.code}`, message, { errors: { cv_file: [message] } });
}

interface Deps {
  queries: OnboardingQueries;
  storage: Storage;
  jobs: Jobs;
  publish: PublishProcessingEvent;
  catalogue: TemplateCatalogue;
  reader: CvReader;
  limiter: RateLimiter;
}

/** Onboarding sessions up to the parsed data: start, restore, upload, photo, parse, import. */
export function createOnboardingService({ queries, storage, jobs, publish, catalogue, reader, limiter }: Deps) {
  /** Counts and checks in one step (the limiter's hit), so parallel requests cannot slip past. */
  const throttle = (key: string, limit: number, what: string) =>
    enforceLimit(limiter, key, limit, HOUR, (seconds) => `Too many ${what}. Please try again in ${seconds} seconds.`);

  async function owned(user: UserRow, sessionId: string | undefined | null): Promise<OnboardingSessionRow> {
    if (!sessionId) throw new ValidationError({ session_id: ['No session ID available'] });
    const row = await queries.findOwned(user.id, sessionId);
    if (!row) throw notFound('Onboarding session not found.');
    return row;
  }

  /** Structured data needs no parsing: it goes straight to review, with its recommendation. */
  async function acceptStructured(user: UserRow, session: OnboardingSessionRow, cv: ParsedCv, source: OnboardingSessionRow['source']) {
    const recommendation = recommendTemplate(cv, catalogue.list(), user.current_plan);
    const row = await queries.update(session.id, {
      source,
      path: 'upload',
      parsed_cv: cv,
      recommendation,
      confidence: cv.confidence,
      extracted_text: null,
      step: 'review',
      progress: 100,
      processing_step: 2,
      job_state: 'done',
      error: null,
    });
    await publish(user.id, session.id, 'review_ready', { session: presentSession(row), cv_data: cv, template_recommendation: recommendation, confidence: cv.confidence });
    return row;
  }

  return {
    owned,

    start: (user: UserRow) => queries.insert(user.id),

    /** The given session, else the user's latest unfinished one, else none. */
    async restore(user: UserRow, sessionId?: string) {
      return sessionId ? owned(user, sessionId) : ((await queries.latestOpen(user.id)) ?? null);
    },

    /** The client moves between steps (welcome -> upload_cv ...); the server keeps where it is. */
    setStep: async (user: UserRow, sessionId: string, step: OnboardingStep, path?: 'upload' | 'template' | 'scratch' | null) =>
      queries.update((await owned(user, sessionId)).id, { step, ...(path !== undefined ? { path } : {}) }),

    async remove(user: UserRow, sessionId: string) {
      const session = await owned(user, sessionId);
      await queries.delete(session.id);
      // The same bytes uploaded by anyone else are the same file: it goes only when nothing refers to it.
      if (session.source?.stored_path) await storage.release(session.source.stored_path).catch(() => false);
    },

    /** Counts a CV upload against the user's limit; the route asks before it reads the body. */
    admitCvUpload: (user: UserRow) => throttle(`cv-upload:user:${user.id}`, cvLimits.uploadsPerHour, 'CV uploads'),

    /** A CV file: type decided by its bytes; kept privately; its text read at once so a bad file fails here. */
    async uploadCv(user: UserRow, sessionId: string | undefined, file: { buffer: Buffer; filename: string }) {
      // A new session is created only for a file that was read: a refused one writes nothing.
      const existing = sessionId ? await owned(user, sessionId) : null;
      const sessionFor = async () => existing ?? (await queries.insert(user.id));
      if (isJsonResume(file.buffer)) {
        let cv: ParsedCv;
        try {
          cv = importJsonResume(file.buffer);
        } catch {
          throw new AppError(422, 'invalid_json_resume', 'This JSON file is not a valid JSON Resume.', { errors: { cv_file: ['This JSON file is not a valid JSON Resume.'] } });
        }
        return { session: await acceptStructured(user, await sessionFor(), cv, { kind: 'json_resume', file_name: file.filename, bytes: file.buffer.length }), text: '', imported: true };
      }
      let text = '';
      let vision = false;
      let format = 'pdf';
      try {
        // Size, type and zip structure here; the content is read in a parser child, never on this event loop.
        format = preflightDocument(file.buffer, file.filename);
        const document = await reader.extract({ bytes: file.buffer, filename: file.filename }, { ocr: false });
        text = document.text;
        format = document.format;
      } catch (error) {
        if (!isCvParseError(error)) throw error;
        if (error.code === 'ocr_unavailable') vision = true;
        else throw refusedFile(error);
      }
      const session = await sessionFor();
      const key = await storage.put('cvs', file.buffer, format);
      const row = await queries.update(session.id, {
        source: { kind: 'file', stored_path: key, file_name: file.filename.slice(0, 200), format, bytes: file.buffer.length },
        path: 'upload',
        extracted_text: text,
        use_vision_parsing: vision,
        parsed_cv: null,
        recommendation: null,
        step: 'upload_picture',
        job_state: 'idle',
        error: null,
      });
      return { session: row, text, imported: false };
    },

    async uploadPicture(user: UserRow, sessionId: string, bytes: Buffer) {
      const session = await owned(user, sessionId);
      const image = await reencodeImage(bytes, 800, { notAnImage: 'Please select an image file', tooLarge: 'Picture file size must be less than 5MB' });
      const url = storage.url(await storage.put('pictures', image.buffer, 'webp'));
      return queries.update(session.id, { profile_picture: url });
    },

    async importLinkedIn(user: UserRow, sessionId: string | undefined, bytes: Buffer, filename: string) {
      const session = sessionId ? await owned(user, sessionId) : await queries.insert(user.id);
      if (!isZip(bytes)) throw new AppError(422, 'not_a_zip', 'Please upload the ZIP file from LinkedIn.', { errors: { linkedin_zip: ['Please upload the ZIP file from LinkedIn.'] } });
      try {
        return await acceptStructured(user, session, importLinkedInExport(bytes), { kind: 'linkedin', file_name: filename.slice(0, 200), bytes: bytes.length });
      } catch (error) {
        if (error instanceof LinkedInImportError) throw new AppError(422, 'linkedin_import_failed', error.message, { errors: { linkedin_zip: [error.message] } });
        throw error;
      }
    },

    /** Queues the parsing job; its progress and result arrive as events on the session's channel. */
    async requestParse(user: UserRow, input: { session_id: string; cv_text?: string | null; use_vision_parsing: boolean; stored_path?: string | null }) {
      await throttle(`cv-parse:user:${user.id}`, cvLimits.parsesPerHour, 'parse requests');
      const session = await owned(user, input.session_id);
      const changes: Parameters<OnboardingQueries['update']>[1] = {};
      if (input.use_vision_parsing) {
        const stored = session.source?.stored_path;
        if (!stored || (input.stored_path && input.stored_path !== stored)) throw new ValidationError({ stored_path: ['No file available for vision parsing'] });
        changes.use_vision_parsing = true;
      } else if (session.source?.kind === 'file' && (!input.cv_text || input.cv_text === session.extracted_text)) {
        if (!session.extracted_text?.trim()) throw new ValidationError({ cv_text: ['No text to parse'] });
      } else {
        // Pasted text, or the text of a file the user edited before sending it.
        const text = input.cv_text?.trim() ?? '';
        if (text === '') throw new ValidationError({ cv_text: ['No text to parse'] });
        if (text.length < CV_TEXT_MIN) throw new ValidationError({ cv_text: ['CV text must be at least 100 characters long'] });
        if (text.length > CV_TEXT_MAX) throw new ValidationError({ cv_text: ['CV text must be less than 50,000 characters'] });
        Object.assign(changes, { source: { kind: 'text' }, extracted_text: text, use_vision_parsing: false });
      }
      const row = await queries.update(session.id, {
        ...changes,
        path: 'upload',
        step: 'processing',
        progress: 5,
        processing_step: 0,
        job_state: 'queued',
        job_attempts: 0,
        parsed_cv: null,
        recommendation: null,
        error: null,
      });
      await jobs.enqueue(parseJob, { sessionId: session.id }, `${parseJob.name}:${session.id}`);
      await publish(user.id, session.id, 'progress', { step: 'queued', progress: 5, processing_step: 0, message: 'Reading your CV' });
      return row;
    },

    /** Re-runs the template recommendation on the parsed data (the retry of a failed matching). */
    async requestMatch(user: UserRow, sessionId: string) {
      const session = await owned(user, sessionId);
      if (!session.parsed_cv) throw new ValidationError({ session_id: ['Upload or paste your CV first.'] });
      const row = await queries.update(session.id, { step: 'template_matching', processing_step: 2, job_state: 'queued', job_attempts: 0, error: null });
      await jobs.enqueue(matchJob, { sessionId: session.id }, `${matchJob.name}:${session.id}`);
      return row;
    },
  };
}
export type OnboardingService = ReturnType<typeof createOnboardingService>;
