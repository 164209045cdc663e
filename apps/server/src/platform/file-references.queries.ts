import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { appSettings, blogPosts, dataExports, imageVariants, linkPreviews, onboardingSessions, projects, trainings, websites, websiteSnapshotBlobs } from './db/schema';
import type { FileReferences } from './storage';

/**
 * Every column that holds a stored file's key or URL: onboarding sessions (the CV's key, the
 * profile picture), websites (the picture), project and training pictures, and the images in blog
 * posts' HTML, the account data exports' zips, the demo video's setting, the link preview images,
 * the smaller copies of a picture (while the picture's row of copies exists: releasing the
 * picture removes it, then releases them), and the version history's snapshots (a restore brings
 * back the pictures they show). A new column that stores an upload belongs here, or
 * `release` could delete a file it still shows.
 */
export function createFileReferences(db: Database): FileReferences {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  return {
    async isReferenced(key, url) {
      const picture = JSON.stringify([{ img: url }]);
      const checks = [
        db
          .select({ id: onboardingSessions.id })
          .from(onboardingSessions)
          .where(or(sql`${onboardingSessions.source}->>'stored_path' = ${key}`, eq(onboardingSessions.profile_picture, url)))
          .limit(1),
        db.select({ id: websites.id }).from(websites).where(eq(websites.flat_picture, url)).limit(1),
        db.select({ id: projects.id }).from(projects).where(sql`${projects.pictures} @> ${picture}::jsonb`).limit(1),
        db.select({ id: trainings.id }).from(trainings).where(sql`${trainings.pictures} @> ${picture}::jsonb`).limit(1),
        db.select({ id: blogPosts.id }).from(blogPosts).where(sql`strpos(${blogPosts.content}, ${url}) > 0`).limit(1),
        db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.storage_key, key)).limit(1),
        db.select({ id: websiteSnapshotBlobs.id }).from(websiteSnapshotBlobs).where(sql`${websiteSnapshotBlobs.files} @> array[${url}]::text[]`).limit(1),
        // The demo video (features/admin/demo-video.service.ts) keeps its file's key in a setting.
        db.select({ key: appSettings.key }).from(appSettings).where(sql`${appSettings.key} = 'demo_video' and ${appSettings.value}->>'key' = ${key}`).limit(1),
        db.select({ key: linkPreviews.key }).from(linkPreviews).where(eq(linkPreviews.key, key)).limit(1),
        db.select({ key: imageVariants.key }).from(imageVariants).where(sql`${imageVariants.variants} @> ${JSON.stringify([{ key }])}::jsonb`).limit(1),
      ];
      // One after another: PGlite runs one query at a time, and the first hit ends the search.
      for (const check of checks) if (await exists(check)) return true;
      return false;
    },
  };
}

/**
 * The keys of every stored file a user's rows refer to, from the same columns as above (and their
 * data exports): what deleting the account releases.
 */
export async function storedFilesOf(db: Database, userId: number, keyOf: (url: string) => string | undefined): Promise<string[]> {
  const found = new Set<string>();
  const add = (key: string | null | undefined) => key && found.add(key);
  const addUrl = (url: string | null | undefined) => url && add(keyOf(url));
  for (const row of await db.select({ source: onboardingSessions.source, picture: onboardingSessions.profile_picture }).from(onboardingSessions).where(eq(onboardingSessions.user_id, userId))) {
    add((row.source as { stored_path?: string } | null)?.stored_path);
    addUrl(row.picture);
  }
  const sites = await db.select({ id: websites.id }).from(websites).where(eq(websites.user_id, userId));
  for (const key of await storedFilesOfWebsites(db, sites.map((site) => site.id), keyOf)) add(key);
  for (const row of await db.select({ key: dataExports.storage_key }).from(dataExports).where(eq(dataExports.user_id, userId))) add(row.key);
  return [...found];
}

/**
 * The keys of every stored file these websites' rows refer to: the picture, project and training
 * pictures, images in posts, the link preview images, the pictures its snapshots show. What deleting a
 * website releases.
 */
export async function storedFilesOfWebsites(db: Database, ids: number[], keyOf: (url: string) => string | undefined): Promise<string[]> {
  const found = new Set<string>();
  const add = (key: string | null | undefined) => key && found.add(key);
  const addUrl = (url: string | null | undefined) => url && add(keyOf(url));
  if (ids.length === 0) return [];
  for (const row of await db.select({ picture: websites.flat_picture }).from(websites).where(inArray(websites.id, ids))) addUrl(row.picture);
  for (const row of await db.select({ pictures: projects.pictures }).from(projects).where(inArray(projects.website_id, ids))) for (const picture of row.pictures) addUrl(picture.img);
  for (const row of await db.select({ pictures: trainings.pictures }).from(trainings).where(inArray(trainings.website_id, ids))) for (const picture of row.pictures) addUrl(picture.img);
  for (const row of await db.select({ content: blogPosts.content }).from(blogPosts).where(inArray(blogPosts.website_id, ids))) for (const match of row.content.matchAll(/\/uploads\/[a-z-]+\/[a-f0-9]{64}\.[a-z0-9]{2,5}/g)) addUrl(match[0]);
  for (const row of await db.select({ key: linkPreviews.key }).from(linkPreviews).where(inArray(linkPreviews.website_id, ids))) add(row.key);
  for (const row of await db.select({ files: websiteSnapshotBlobs.files }).from(websiteSnapshotBlobs).where(inArray(websiteSnapshotBlobs.website_id, ids))) for (const url of row.files) addUrl(url);
  return [...found];
}
