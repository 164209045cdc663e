import type { WebsiteWithSections, Website } from '@folio/schema';
import { blogPost, emptyContact, education, experience, project, readDesign, skillCategory, training } from '@folio/schema';
import type { WebsiteRow } from './websites.tables';

export function presentWebsite(row: WebsiteRow): Website {
  return {
    id: row.id,
    name: row.name,
    intro: row.intro,
    description: row.description,
    subdomain: row.subdomain,
    domain: row.domain,
    // Rows written before a contact field existed get its default.
    contact: { ...emptyContact, ...row.contact },
    flat_picture: row.flat_picture,
    status: row.status,
    is_published: row.status === 'published',
    search_indexing: row.search_indexing,
    cv_download: row.cv_download,
    template_slug: row.template_slug,
    analytics_enabled: row.analytics_enabled,
    google_analytics_id: row.google_analytics_id,
    custom_analytics_code: row.custom_analytics_code,
    analytics_config: row.analytics_config,
    // Stored leniently ({} for every website made before the design existed): the template fills the rest.
    design: readDesign(row.design),
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export interface SectionRows {
  experiences: unknown[];
  educations: unknown[];
  skills: unknown[];
  projects: unknown[];
  trainings: unknown[];
  blog_posts: Array<Record<string, unknown>>;
  template_data: Record<string, unknown> | null;
}

/** Rows to the API's shape; the zod schemas drop the storage-only columns (website_id, sort_order ...). */
export function presentWebsiteWithSections(row: WebsiteRow, sections: SectionRows): WebsiteWithSections {
  return {
    ...presentWebsite(row),
    experiences: sections.experiences.map((item) => experience.parse(item)),
    educations: sections.educations.map((item) => education.parse(item)),
    skills: sections.skills.map((item) => skillCategory.parse(item)),
    projects: sections.projects.map((item) => project.parse(item)),
    trainings: sections.trainings.map((item) => training.parse(item)),
    blog_posts: sections.blog_posts.map((item) =>
      blogPost.parse({
        ...item,
        published_at: item.published_at instanceof Date ? item.published_at.toISOString() : null,
        created_at: (item.created_at as Date).toISOString(),
      }),
    ),
    template_data: sections.template_data,
  };
}
