import { contentOf, emptyContact, fitCvToLimits, tagList, type manualForm, type ParsedCv, type WebsiteContent } from '@folio/schema';
import { getDemoWebsite } from '@folio/templates';
import type { z } from 'zod';
import { ValidationError } from '../../platform/errors';
import { reencodeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import type { UserRow } from '../auth/auth.tables';
import type { TemplateCatalogue } from '../../platform/template-catalogue';
import type { WebsiteRow } from '../websites/websites.tables';
import { contactFromCv, contentFromCv } from './cv-to-website';
import type { PublishProcessingEvent } from './onboarding.events';
import type { TemplateDocuments, Users, Websites } from './onboarding.ports';
import { presentSession } from './onboarding.presenter';
import type { OnboardingQueries } from './onboarding.queries';
import type { OnboardingService } from './onboarding.service';

export const DEMO_WEBSITE_NAME = 'My Professional Portfolio';

function contentFromForm(form: z.output<typeof manualForm>): WebsiteContent {
  const filled = (value: string) => value.trim() !== '';
  return {
    experiences: form.experiences.filter((item) => filled(item.position) || filled(item.name)),
    educations: form.educations.filter((item) => filled(item.name)),
    skills: form.skills
      .filter((item) => filled(item.title) && filled(item.info))
      .map((item) => ({
        title: item.title,
        icon: item.icon,
        info: tagList(60).parse(item.info.split(',')).map((name) => ({ name, level: 'intermediate' as const })),
      })),
    projects: form.projects.filter((item) => filled(item.title)).map((item) => ({ ...item, pictures: [] })),
    trainings: [],
  };
}

/** The three ways onboarding ends in a website: from the parsed CV, from a template demo, from the manual form. */
export function createOnboardingWebsites(deps: {
  sessions: OnboardingService;
  queries: OnboardingQueries;
  authQueries: Users;
  websites: Websites;
  catalogue: TemplateCatalogue;
  publish: PublishProcessingEvent;
  storage: Storage;
  templateData: TemplateDocuments;
}) {
  const { sessions, queries, authQueries, websites, catalogue, publish, storage, templateData } = deps;
  const completeOnboarding = (user: UserRow) => (user.onboarding_completed_at ? undefined : authQueries.updateUser(user.id, { onboarding_completed_at: new Date() }));

  return {
    /**
     * From the session's parsed CV, once: the session row is locked, so a double submit gets the
     * same website back. Progress is published as the website takes shape.
     */
    async fromCv(user: UserRow, sessionId: string | undefined, templateSlug: string | undefined): Promise<WebsiteRow> {
      const session = await sessions.owned(user, sessionId);
      const publishProgress = (type: 'website_creation_started' | 'website_progress', processingStep: number, progress: number, message: string) =>
        publish(user.id, session.id, type, { step: 'creating_website', processing_step: processingStep, progress, message });
      // Everything in here goes through `tx`: PGlite has one connection, and a query outside the
      // open transaction would wait for it forever.
      const outcome = await queries.transaction(async (tx) => {
        const locked = (await queries.lock(tx, user.id, session.id))!;
        if (locked.website_id) return { websiteId: locked.website_id, created: false };
        const cv: ParsedCv | null = locked.parsed_cv;
        if (!cv) throw new ValidationError({ session_id: ['There is no CV data in this session yet.'] });
        await queries.update(session.id, { step: 'creating_website' }, tx);
        await publishProgress('website_creation_started', 3, 60, 'Creating your website');
        // The summary is shortened as the review step said it would be (the sections in contentFromCv).
        const info = fitCvToLimits(cv).cv.personal_info;
        const row = await websites.create(
          user,
          {
            name: info.name || 'My Portfolio',
            intro: '',
            description: info.summary,
            contact: contactFromCv(info),
            flat_picture: locked.profile_picture,
            template_slug: templateSlug ?? locked.recommendation?.recommended_template ?? 'modern',
          },
          { content: contentFromCv(cv), tx },
        );
        await queries.update(session.id, { website_id: row.id, step: 'ready', progress: 100, processing_step: 4 }, tx);
        return { websiteId: row.id, created: true };
      });
      const { created } = outcome;
      const website = await websites.owned(user, outcome.websiteId);
      if (created) {
        await completeOnboarding(user);
        await publishProgress('website_progress', 4, 95, 'Finishing touches');
        const ready = await sessions.owned(user, session.id);
        await publish(user.id, session.id, 'cv_ready', { website_id: website.id, cache_key: session.id, redirect_url: `/builder/${website.id}`, session: presentSession(ready) });
      }
      return website;
    },

    /** The template path: the chosen template's demo website, named 'My Professional Portfolio'. */
    async fromDemo(user: UserRow, name: string | undefined, templateSlug = 'modern', sessionId?: string) {
      // Someone else's session is refused before anything is created.
      const session = sessionId ? await sessions.owned(user, sessionId) : undefined;
      const slug = catalogue.find(templateSlug) ? templateSlug : 'modern';
      const demo = getDemoWebsite(slug);
      const website = await websites.create(
        user,
        { name: name || DEMO_WEBSITE_NAME, intro: demo.intro, description: demo.description, contact: demo.contact, flat_picture: demo.flat_picture, template_slug: slug },
        { content: contentOf(demo, catalogue.dataCategory(slug)) },
      );
      await completeOnboarding(user);
      if (session) {
        await queries.update(session.id, { website_id: website.id, path: 'template', step: 'completed', progress: 100 });
        await publish(user.id, session.id, 'website_success', { website_id: website.id, redirect_url: `/builder/${website.id}?from=onboarding` });
      }
      return website;
    },

    /**
     * What the review step shows: the parsed CV, the recommendation, and the fields the website will
     * get shorter than the CV has them (with the full text, to paste back in part).
     */
    async reviewData(user: UserRow, sessionId: string | undefined) {
      const session = await sessions.owned(user, sessionId);
      const shortened = session.parsed_cv ? fitCvToLimits(session.parsed_cv).shortened : [];
      return { cv_data: session.parsed_cv, template_recommendation: session.recommendation, confidence: session.confidence, stages: session.stages, shortened };
    },

    /** The data the cv_ready event points to (its cache_key is the session id). */
    async readyData(user: UserRow, sessionId: string) {
      const session = await sessions.owned(user, sessionId);
      const category = session.recommendation ? catalogue.dataCategory(session.recommendation.recommended_template) : 'default';
      const data = session.website_id && category !== 'default' ? await templateData.get(user, session.website_id, category) : null;
      return { parsed_data: session.parsed_cv, template_recommendation: session.recommendation, template_data: data, website_id: session.website_id };
    },

    /** The scratch path: the six-step form (validated by the same rules as its Next buttons). */
    async fromForm(user: UserRow, form: z.output<typeof manualForm>, picture: Buffer | undefined) {
      const pictureUrl = picture
        ? storage.url(await storage.put('pictures', (await reencodeImage(picture, 800, { notAnImage: 'Please select an image file', tooLarge: 'File size must be less than 5MB' })).buffer, 'webp'))
        : null;
      const website = await websites.create(
        user,
        {
          name: form.name,
          intro: form.intro,
          description: form.personal_info.summary,
          contact: { ...emptyContact, title: form.personal_info.title, email: form.personal_info.email, location: form.personal_info.location },
          flat_picture: pictureUrl,
          template_slug: catalogue.find(form.template_slug) ? form.template_slug : 'modern',
        },
        { content: contentFromForm(form) },
      );
      await completeOnboarding(user);
      return website;
    },
  };
}
export type OnboardingWebsites = ReturnType<typeof createOnboardingWebsites>;
