import { z } from 'zod';
import { shortenedField } from './cv-limits';
import { parsedCv } from './parsed-cv';
import { templateRecommendation } from './recommendation';
import { emailPattern } from './website';

/** onboarding.md section 2: one screen, one step at a time. `completed` shows the Complete step. */
export const onboardingSteps = [
  'welcome',
  'upload_cv',
  'upload_picture',
  'processing',
  'review',
  'template_matching',
  'ready',
  'creating_website',
  'complete',
  'manual_input',
  'preview',
  'completed',
] as const;
export const onboardingStep = z.enum(onboardingSteps);
export type OnboardingStep = z.infer<typeof onboardingStep>;

export const onboardingPath = z.enum(['upload', 'template', 'scratch']);

export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_TEXT_MIN = 100;
export const CV_TEXT_MAX = 50_000;

/** What the client keeps of a session; GET /api/onboarding/session answers it. */
export const onboardingSession = z.object({
  session_id: z.string(),
  step: onboardingStep,
  path: onboardingPath.nullable(),
  /** 0..100; the progress header divides it by 25 for display. */
  progress: z.number(),
  /** The processing view's step, 0..4 (onboarding.md section 4's event mapping). */
  processing_step: z.number().int(),
  confidence: z.number().nullable(),
  website_id: z.number().int().nullable(),
  has_cv_data: z.boolean(),
  has_template_recommendation: z.boolean(),
  use_vision_parsing: z.boolean(),
  stored_path: z.string().nullable(),
  file_name: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  /** queued or running while a job works on the session. */
  job_state: z.enum(['idle', 'queued', 'running', 'done', 'failed']),
  error: z.string().nullable(),
  updated_at: z.string(),
});
export type OnboardingSession = z.infer<typeof onboardingSession>;

/** The real-time event types of the channel cv-processing.{userId}.{sessionId} (onboarding.md section 7). */
export const processingEventTypes = [
  'state',
  'progress',
  'review_ready',
  'cv_ready',
  'website_creation_started',
  'template_progress',
  'template_success',
  'website_progress',
  'website_success',
  'error',
  'template_error',
  'website_error',
] as const;
export const processingEvent = z.object({
  event: z.literal('cv.processing.update'),
  type: z.enum(processingEventTypes),
  data: z.record(z.string(), z.unknown()),
});
export type ProcessingEvent = z.infer<typeof processingEvent>;

const sessionId = z.string({ error: 'No session ID available' }).uuid('No session ID available');

export const parseCvInput = z.object({
  session_id: sessionId,
  cv_text: z.string().max(CV_TEXT_MAX + 10_000).optional().nullable(),
  use_vision_parsing: z.boolean().optional().default(false),
  stored_path: z.string().max(300).optional().nullable(),
});

export const sessionIdInput = z.object({ session_id: sessionId });

export const createWebsiteFromOnboardingInput = z.object({
  type: z.enum(['cv', 'demo']),
  name: z.string().trim().max(120).optional(),
  template_slug: z.string().max(60).optional(),
  session_id: z.string().uuid().optional(),
});

/** The sessions's extracted data and recommendation (GET session-data). */
export const sessionData = z.object({
  cv_data: parsedCv.nullable(),
  template_recommendation: templateRecommendation.nullable(),
  shortened: z.array(shortenedField),
});

const blank = (value: string) => value.trim() === '';

/** The six-step manual form (onboarding.md section 3), as create-comprehensive-website receives it. */
export const manualForm = z
  .object({
    name: z.string().trim().max(120),
    intro: z.string().trim().max(300).default(''),
    template_slug: z.string().max(60).default('modern'),
    personal_info: z.object({
      name: z.string().trim().max(200),
      title: z.string().trim().max(200),
      email: z.string().trim().max(255),
      location: z.string().trim().max(200).default(''),
      summary: z.string().trim().max(5000).default(''),
    }),
    experiences: z
      .array(
        z.object({
          position: z.string().trim().max(200).default(''),
          name: z.string().trim().max(200).default(''),
          place: z.string().trim().max(200).default(''),
          date: z.string().trim().max(100).default(''),
          description: z.string().trim().max(1000).default(''),
          skills: z.array(z.string().trim().max(80)).max(50).default([]),
        }),
      )
      .max(50)
      .default([]),
    educations: z
      .array(
        z.object({
          name: z.string().trim().max(200).default(''),
          place: z.string().trim().max(200).default(''),
          date: z.string().trim().max(100).default(''),
          degree: z.string().trim().max(200).default(''),
          gpa: z.string().trim().max(20).default(''),
          description: z.string().trim().max(500).default(''),
          skills: z.array(z.string().trim().max(80)).max(50).default([]),
        }),
      )
      .max(50)
      .default([]),
    skills: z
      .array(
        z.object({
          title: z.string().trim().max(100).default(''),
          /** Comma-separated skill names, as the form's text input holds them. */
          info: z.string().max(2000).default(''),
          icon: z.string().max(40).default('code'),
        }),
      )
      .max(30)
      .default([]),
    projects: z
      .array(
        z.object({
          title: z.string().trim().max(200).default(''),
          category: z.string().max(60).default('Other'),
          date: z.string().trim().max(100).default(''),
          description: z.string().trim().max(800).default(''),
          technologies: z.array(z.string().trim().max(80)).max(50).default([]),
          code_url: z.string().trim().max(2048).default(''),
          implementation: z.string().trim().max(2048).default(''),
        }),
      )
      .max(50)
      .default([]),
  })
  .superRefine((form, context) => {
    // The form's Next rules (onboarding.md section 5), checked again on the server.
    const need = (condition: boolean, path: (string | number)[], message: string) => {
      if (!condition) context.addIssue({ code: 'custom', path, message });
    };
    need(!blank(form.personal_info.name), ['personal_info', 'name'], 'Your name is required');
    need(!blank(form.personal_info.title), ['personal_info', 'title'], 'Your professional title is required');
    need(emailPattern.test(form.personal_info.email), ['personal_info', 'email'], 'Please enter a valid email address');
    need(form.educations.some((education) => !blank(education.name)), ['educations'], 'Add at least one education with its institution');
    need(form.skills.some((skill) => !blank(skill.title) && !blank(skill.info)), ['skills'], 'Add at least one skill category with its skills');
    need(!blank(form.name), ['name'], 'The website name is required');
    for (const [index, project] of form.projects.entries()) {
      for (const field of ['code_url', 'implementation'] as const) {
        need(project[field] === '' || /^https?:\/\//i.test(project[field]), ['projects', index, field], 'Please enter a valid URL');
      }
    }
  });
export type ManualForm = z.input<typeof manualForm>;
