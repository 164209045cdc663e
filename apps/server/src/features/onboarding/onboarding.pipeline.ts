import { isCvParseError, recommendTemplate, type ParseStage } from '@folio/cv-parser';
import type { Config } from '../../config';
import { PermanentJobError, type Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import type { TemplateCatalogue } from '../../platform/template-catalogue';
import type { PublishProcessingEvent } from './onboarding.events';
import type { CvReader, Users } from './onboarding.ports';
import { presentSession } from './onboarding.presenter';
import type { OnboardingQueries } from './onboarding.queries';
import { matchJob, parseJob } from './onboarding.service';
import type { StageLog } from './onboarding.tables';

const MAX_ATTEMPTS = 3;

/** Where each real stage sits in the processing view (five steps, 0-4) and the overall progress. */
const stageProgress: Record<ParseStage, { processing_step: number; progress: number; step: string; message: string }> = {
  extract: { processing_step: 1, progress: 30, step: 'parsing', message: 'Read the document' },
  sections: { processing_step: 1, progress: 45, step: 'parsing', message: 'Found the sections' },
  fields: { processing_step: 1, progress: 60, step: 'parsing', message: 'Read your experience, education and skills' },
  normalise: { processing_step: 2, progress: 70, step: 'parsing', message: 'Cleaned up dates, links and phone numbers' },
  refine: { processing_step: 2, progress: 75, step: 'parsing', message: 'Double-checked the fields' },
};

/**
 * The onboarding jobs. Each records its outcome on the session (so a retry or a re-queue after a
 * restart is harmless) and publishes the spec's events as each real stage ends.
 */
export function registerOnboardingJobs(deps: {
  jobs: Jobs;
  queries: OnboardingQueries;
  authQueries: Users;
  storage: Storage;
  catalogue: TemplateCatalogue;
  publish: PublishProcessingEvent;
  config: Config;
  reader: CvReader;
}) {
  const { jobs, queries, authQueries, storage, catalogue, publish, config, reader } = deps;

  async function fail(userId: number, sessionId: string, type: 'error' | 'template_error', message: string) {
    await queries.update(sessionId, { job_state: 'failed', error: message });
    await publish(userId, sessionId, type, { message });
  }

  jobs.register(parseJob, async ({ sessionId }) => {
    const session = await queries.find(String(sessionId));
    if (!session || session.step !== 'processing' || (session.job_state === 'done' && session.parsed_cv)) return;
    const attempt = session.job_attempts + 1;
    await queries.update(session.id, { job_state: 'running', job_attempts: attempt });
    const user = await authQueries.findUserById(session.user_id);
    if (!user) return;
    const emit = (data: Record<string, unknown>) => void publish(user.id, session.id, 'progress', data);
    emit({ step: 'extracting', processing_step: 0, progress: 15, message: session.use_vision_parsing ? 'Reading the scanned pages (OCR)' : 'Reading your CV' });
    const stages: StageLog = {};
    try {
      const input =
        session.source?.kind === 'file' && session.source.stored_path
          ? { bytes: await storage.read(session.source.stored_path), filename: session.source.file_name }
          : { text: session.extracted_text ?? '' };
      // In a parser child: a document that hits its time or memory limit fails here with a CvParseError.
      const cv = await reader.parse(input, {
        ocr: true,
        ai: config.ai,
        onStage: (stage, info) => {
          stages[stage] = { ms: Math.round(info.ms), detail: info.detail };
          emit({ ...stageProgress[stage], stage_ms: Math.round(info.ms) });
        },
      });
      emit({ step: 'template_matching', processing_step: 2, progress: 85, message: 'Choosing a template for you' });
      const started = performance.now();
      const recommendation = recommendTemplate(cv, catalogue.list(), user.current_plan);
      stages.recommend = { ms: Math.round(performance.now() - started) };
      const row = await queries.update(session.id, {
        parsed_cv: cv,
        recommendation,
        confidence: cv.confidence,
        use_vision_parsing: cv.meta.used_ocr,
        stages,
        step: 'review',
        progress: 100,
        processing_step: 2,
        job_state: 'done',
        error: null,
      });
      await publish(user.id, session.id, 'progress', { step: 'complete', processing_step: 3, progress: 100, message: 'Your CV is ready to review' });
      await publish(user.id, session.id, 'review_ready', { session: presentSession(row), cv_data: cv, template_recommendation: recommendation, confidence: cv.confidence });
    } catch (error) {
      // A file that cannot be read will not read on a second try; anything else (a full parser queue too) may.
      if (isCvParseError(error) && error.code !== 'busy') {
        await fail(user.id, session.id, 'error', `CV parsing failed: ${error.message}`);
        throw new PermanentJobError(error.message);
      }
      if (attempt >= MAX_ATTEMPTS) await fail(user.id, session.id, 'error', 'CV parsing failed. Please try again.');
      else await queries.update(session.id, { job_state: 'queued' });
      throw error;
    }
  });

  jobs.register(matchJob, async ({ sessionId }) => {
    const session = await queries.find(String(sessionId));
    if (!session?.parsed_cv || session.job_state === 'done') return;
    const user = await authQueries.findUserById(session.user_id);
    if (!user) return;
    await queries.update(session.id, { job_state: 'running', job_attempts: session.job_attempts + 1 });
    await publish(user.id, session.id, 'template_progress', { step: 'template_matching', processing_step: 2, progress: 85, message: 'Choosing a template for you' });
    try {
      const recommendation = recommendTemplate(session.parsed_cv, catalogue.list(), user.current_plan);
      const row = await queries.update(session.id, { recommendation, step: 'review', job_state: 'done', error: null });
      await publish(user.id, session.id, 'template_success', { session: presentSession(row), template_recommendation: recommendation });
    } catch (error) {
      await fail(user.id, session.id, 'template_error', 'Template matching failed');
      throw error;
    }
  });

  return {
    /** After a restart: every job whose session still says queued or running goes back in the queue. */
    async resumeInterrupted() {
      for (const session of await queries.interrupted()) {
        const job = session.step === 'template_matching' ? matchJob : parseJob;
        await jobs.enqueue(job, { sessionId: session.id }, `${job.name}:${session.id}`);
      }
    },
  };
}
