import { emptyContact, templateDataSchemas, type FolioImportFile, type TemplateDataCategory, type WebsiteContent } from '@folio/schema';
import { sanitizeBlogHtml } from '@folio/templates/server';
import { ValidationError } from '../../platform/errors';
import type { NewWebsite } from './websites.service';

/** Template data larger than this was not made by the builder. */
const MAX_TEMPLATE_DATA_CHARS = 200_000;

/**
 * A picture this Folio serves itself: an upload (an /uploads/ URL as storage writes them) or a template's demo
 * picture (/_assets/demo/). Anything else is dropped on import rather than fetched: Folio re-hosts nothing.
 */
export const isOwnPicture = (url: string) => /^\/uploads\/[a-z-]+\/[a-f0-9]{64}\.[a-z0-9]{2,5}$/.test(url) || /^\/_assets\/demo\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/.test(url);

/**
 * A checked Folio export as a new website and its content, on `template` (the file's, or the fallback when the
 * plan lacks it; then `dataCategory` is 'default' and the file's template data is left out). Everything is kept
 * as written, so the export of the result equals the file, but for pictures Folio does not serve and posts'
 * HTML, which goes through the blog's allow-list as a post written here would.
 */
export function importedWebsite(file: FolioImportFile, template: string, dataCategory: TemplateDataCategory): { input: NewWebsite; content: WebsiteContent } {
  const source = file.website;
  const data = dataCategory !== 'default' ? source.template_data : null;
  if (data && dataCategory !== 'default' && (!templateDataSchemas[dataCategory].safeParse(data).success || JSON.stringify(data).length > MAX_TEMPLATE_DATA_CHARS)) {
    throw new ValidationError({ 'website.template_data': ['The template data in this file is not valid for its template.'] });
  }
  const pictures = (items: Array<{ img: string; title: string }>) => items.filter((item) => isOwnPicture(item.img));
  // A post's link to an experience or project is its position in the file's lists.
  const position = (items: Array<{ id?: number | undefined }>, id: number | null) => {
    const index = id === null ? -1 : items.findIndex((item) => item.id === id);
    return index >= 0 ? index : null;
  };
  const strip = <T extends { id?: number | undefined }>(items: T[]) => items.map(({ id: _id, ...item }) => item);
  return {
    input: {
      name: source.name,
      intro: source.intro,
      description: source.description,
      contact: { ...emptyContact, ...source.contact },
      flat_picture: source.flat_picture && isOwnPicture(source.flat_picture) ? source.flat_picture : null,
      template_slug: template,
      search_indexing: source.search_indexing,
      cv_download: source.cv_download,
      design: source.design,
    },
    content: {
      experiences: strip(source.experiences),
      educations: strip(source.educations),
      skills: strip(source.skills),
      projects: strip(source.projects).map((project) => ({ ...project, pictures: pictures(project.pictures) })),
      trainings: strip(source.trainings).map((training) => ({ ...training, pictures: pictures(training.pictures) })),
      blog_posts: source.blog_posts.map(({ id: _id, linked_experience_id, linked_project_id, ...post }) => ({
        ...post,
        content: sanitizeBlogHtml(post.content).trim(),
        linked_experience: position(source.experiences, linked_experience_id),
        linked_project: position(source.projects, linked_project_id),
      })),
      ...(data && dataCategory !== 'default' ? { template_data: { category: dataCategory, data } } : {}),
    },
  };
}
