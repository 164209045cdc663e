import type { Picture, WebsiteWithSections } from '@folio/schema';
import type { Database, Transaction } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import { reencodeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import { createUploadQueries } from './uploads.queries';

/** What uploads take of the websites feature (services.ts passes it): the whole website and versioned writes. */
export interface WebsiteWrites {
  withSections(website: WebsiteRow): Promise<WebsiteWithSections>;
  write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction) => Promise<T>): Promise<{ website: WebsiteRow; result: T }>;
}

export const MAX_PROJECT_IMAGES = 10;
export const pictureMessages = { notAnImage: 'Please select a JPG, PNG, GIF, or WebP image', tooLarge: 'Image file size must be less than 5MB' };
export const projectImageMessages = { notAnImage: 'Please select image files only', tooLarge: 'Image size must be less than 5MB' };

/** Profile pictures and project images: re-encoded, stored by content, recorded with a versioned write. */
export function createUploadService({ db, storage, websites }: { db: Database; storage: Storage; websites: WebsiteWrites }) {
  const queries = createUploadQueries(db);
  const tooMany = () => new AppError(422, 'too_many_images', 'Maximum 10 images allowed', { errors: { image: ['Maximum 10 images allowed'] } });

  async function ownedProject(user: UserRow, projectId: number) {
    const project = await queries.findOwnedProject(user.id, projectId);
    if (!project) throw notFound('Project not found.');
    return project;
  }

  return {
    async setPicture(user: UserRow, websiteId: number, version: number, bytes: Buffer) {
      const image = await reencodeImage(bytes, 800, pictureMessages);
      // Stored only once the write has checked the owner and the version: a refused upload writes nothing.
      const { result } = await websites.write(user, websiteId, version, async (tx) => queries.setPicture(tx, websiteId, storage.url(await storage.put('pictures', image.buffer, 'webp'))));
      return websites.withSections(result);
    },

    async removePicture(user: UserRow, websiteId: number, version: number) {
      const { result } = await websites.write(user, websiteId, version, (tx) => queries.setPicture(tx, websiteId, null));
      return websites.withSections(result);
    },

    async addProjectImage(user: UserRow, projectId: number, version: number, bytes: Buffer, filename: string) {
      const project = await ownedProject(user, projectId);
      if (project.pictures.length >= MAX_PROJECT_IMAGES) throw tooMany();
      const image = await reencodeImage(bytes, 1600, projectImageMessages);
      const { website, result: { row, picture } } = await websites.write(user, project.website_id, version, async (tx) => {
        const picture: Picture = { img: storage.url(await storage.put('projects', image.buffer, 'webp')), title: filename.replace(/\.[^.]+$/, '').slice(0, 200) };
        const row = await queries.appendProjectPicture(tx, projectId, picture, MAX_PROJECT_IMAGES);
        if (!row) throw tooMany();
        return { row, picture };
      });
      return { image: picture, pictures: row.pictures, websiteVersion: website.version };
    },

    async removeProjectImage(user: UserRow, projectId: number, version: number, img: string) {
      const project = await ownedProject(user, projectId);
      const remaining = project.pictures.filter((picture) => picture.img !== img);
      if (remaining.length === project.pictures.length) throw notFound('Image not found.');
      const { website } = await websites.write(user, project.website_id, version, (tx) => queries.setProjectPictures(tx, projectId, remaining));
      return { pictures: remaining, websiteVersion: website.version };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
