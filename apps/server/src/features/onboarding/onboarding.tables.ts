import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ParsedCv, TemplateRecommendation } from '@folio/schema';
import { users } from '../auth/auth.tables';
import { websites } from '../websites/websites.tables';

export interface OnboardingSource {
  kind: 'file' | 'text' | 'linkedin' | 'json_resume';
  /** Storage key of the uploaded file. */
  stored_path?: string;
  file_name?: string;
  format?: string;
  bytes?: number;
}

/** Timings and outcomes of each pipeline stage, for support and the benchmark. */
export type StageLog = Record<string, { ms: number; detail?: Record<string, unknown> }>;

/**
 * An onboarding in progress, kept on the server so a reload or a restart resumes where the user
 * was; the parsing job writes every stage's result here.
 */
export const onboardingSessions = pgTable(
  'onboarding_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').notNull().default('welcome'),
    path: text('path', { enum: ['upload', 'template', 'scratch'] }),
    progress: integer('progress').notNull().default(0),
    processing_step: integer('processing_step').notNull().default(0),
    confidence: real('confidence'),
    website_id: integer('website_id').references(() => websites.id, { onDelete: 'set null' }),
    source: jsonb('source').$type<OnboardingSource>(),
    use_vision_parsing: boolean('use_vision_parsing').notNull().default(false),
    extracted_text: text('extracted_text'),
    parsed_cv: jsonb('parsed_cv').$type<ParsedCv>(),
    recommendation: jsonb('recommendation').$type<TemplateRecommendation>(),
    stages: jsonb('stages').$type<StageLog>().notNull().default({}),
    profile_picture: text('profile_picture'),
    job_state: text('job_state', { enum: ['idle', 'queued', 'running', 'done', 'failed'] }).notNull().default('idle'),
    job_attempts: integer('job_attempts').notNull().default(0),
    error: text('error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('onboarding_sessions_user_idx').on(table.user_id, table.updated_at), index('onboarding_sessions_job_idx').on(table.job_state), index('onboarding_sessions_created_idx').on(table.created_at)],
);
export type OnboardingSessionRow = typeof onboardingSessions.$inferSelect;
