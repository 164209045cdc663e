import { eq, or, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { appSettings, blogPosts, onboardingSessions, projects, trainings, websites } from './db/schema';
import type { FileReferences } from './storage';

/**
 * Every column that holds a stored file's key or URL: onboarding sessions (the CV's key, the
 * profile picture), websites (the picture), project and training pictures, and the images in blog
 * posts' HTML, and the demo video's setting. A new column that stores an upload belongs here, or `release` could delete a file
 * it still shows.
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
        // The demo video (features/admin/demo-video.service.ts) keeps its file's key in a setting.
        db.select({ key: appSettings.key }).from(appSettings).where(sql`${appSettings.key} = 'demo_video' and ${appSettings.value}->>'key' = ${key}`).limit(1),
      ];
      // One after another: PGlite runs one query at a time, and the first hit ends the search.
      for (const check of checks) if (await exists(check)) return true;
      return false;
    },
  };
}
