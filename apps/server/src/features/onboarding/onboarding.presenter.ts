import type { OnboardingSession, OnboardingStep } from '@folio/schema';
import type { OnboardingSessionRow } from './onboarding.tables';

export function presentSession(row: OnboardingSessionRow): OnboardingSession {
  return {
    session_id: row.id,
    step: row.step as OnboardingStep,
    path: row.path,
    progress: row.progress,
    processing_step: row.processing_step,
    confidence: row.confidence,
    website_id: row.website_id,
    has_cv_data: row.parsed_cv !== null,
    has_template_recommendation: row.recommendation !== null,
    use_vision_parsing: row.use_vision_parsing,
    stored_path: row.source?.stored_path ?? null,
    file_name: row.source?.file_name ?? null,
    profile_picture_url: row.profile_picture,
    job_state: row.job_state,
    error: row.error,
    updated_at: row.updated_at.toISOString(),
  };
}
