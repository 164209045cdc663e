import { z } from 'zod';
import { safeUrl, str } from './common';
import { websiteWithSections } from './website';
import { defaultDesign, websiteDesign } from './design';
import { skillLevel } from './skill';

/** GET /api/websites/{id}/export?format=json: the Folio export file. */
export const folioExportFile = z.object({ format: z.literal('folio-website'), version: z.literal(1), exported_at: z.string(), website: websiteWithSections });
export type FolioExportFile = z.infer<typeof folioExportFile>;

/** The export formats; json-resume is the JSON Resume schema (jsonresume.org), saved as website-{id}.json-resume.json; pdf is a résumé PDF; zip the static site. */
export const exportFormats = ['json', 'json-resume', 'pdf', 'zip'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The PDF CV's designs, one per template family: one column with serif type, a sidebar, and dense. */
export const cvPdfDesigns = ['classic', 'sidebar', 'compact'] as const;
export type CvPdfDesign = (typeof cvPdfDesigns)[number];
export const paperSizes = ['a4', 'letter'] as const;
export type PaperSize = (typeof paperSizes)[number];

// The shapes as stored, each string and list bounded: an export file must read back whatever the builder or a CV import stored,
// so the builder's "required" rules are not applied again; the sizes keep a hostile file small.
const s = (max: number) => str(max);
const strings = (max: number, length = 200) => z.array(s(length)).max(max);
const picture = z.object({ img: s(500), title: s(200) });
const ignoredId = z.number().int().optional();

/** POST /api/websites/import: a Folio export file, checked before anything is stored. Unknown keys (ids, timestamps) are ignored. */
export const folioImportFile = z.object({
  format: z.literal('folio-website', { error: 'This is not a Folio website export (format must be "folio-website").' }),
  version: z.literal(1, { error: 'This export was made by a newer version of Folio (only version 1 can be imported).' }),
  website: z.object({
    name: s(120).trim().min(1, 'The website in this file has no name.'),
    intro: s(300).default(''),
    description: s(5000).default(''),
    // As stored: a phone or e-mail a CV gave "as written" reads back too.
    contact: z
      .object({ email: s(255), title: s(200), description: s(2000), location: s(200), phone: s(40), show_phone: z.boolean(), available_for_freelance: z.boolean() })
      .partial()
      .default({}),
    flat_picture: s(500).nullable().default(null),
    search_indexing: z.boolean().default(true),
    cv_download: z.boolean().default(false),
    // Checked as the builder's writes are: an unknown pairing or section is refused by name. Older files have none.
    design: websiteDesign.default(defaultDesign),
    template_slug: s(60).default('modern'),
    experiences: z.array(z.object({ id: ignoredId, position: s(200), name: s(200), place: s(200), date: s(100), description: s(1000), skills: strings(50, 80) })).max(200),
    educations: z.array(z.object({ id: ignoredId, degree: s(200), name: s(200), place: s(200), date: s(100), gpa: s(20), description: s(500), skills: strings(50, 80) })).max(200),
    skills: z.array(z.object({ id: ignoredId, title: s(100), info: z.array(z.object({ name: s(80), level: skillLevel })).max(60), icon: s(40) })).max(100),
    projects: z.array(z.object({ id: ignoredId, title: s(200), category: s(60), date: s(100), description: s(800), technologies: strings(50, 80), pictures: z.array(picture).max(10), code_url: safeUrl, implementation: safeUrl })).max(200),
    trainings: z.array(z.object({ id: ignoredId, title: s(200), institute: s(200), description: s(1000), date: s(100), skills: strings(50, 80), pictures: z.array(picture).max(10) })).max(200),
    blog_posts: z
      .array(
        z.object({
          id: z.number().int(),
          title: s(200),
          slug: s(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A post slug may hold only lowercase letters, digits and hyphens.'),
          content: s(200_000),
          excerpt: s(500),
          tags: strings(20, 40),
          meta_description: s(160),
          linked_experience_id: z.number().int().nullable(),
          linked_project_id: z.number().int().nullable(),
        }),
      )
      .max(200)
      .refine((posts) => new Set(posts.map((post) => post.slug)).size === posts.length, 'Two posts in this file have the same slug.')
      .default([]),
    template_data: z.record(z.string().max(100), z.unknown()).nullable().default(null),
  }),
});
export type FolioImportFile = z.infer<typeof folioImportFile>;
