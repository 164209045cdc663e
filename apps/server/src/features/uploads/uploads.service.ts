import type { Picture, WebsiteWithSections } from '@folio/schema';
import type { Database, Transaction } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/errors';
import { reencodeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import type { UserRow } from '../auth/auth.tables';
import type { WebsiteRow } from '../websites/websites.tables';
import { makeVariants, type ImageVariants } from './image-variants';
import { createUploadQueries } from './uploads.queries';

/** What uploads take of the websites feature (services.ts passes it): the whole website and versioned writes. */
export interface WebsiteWrites {
  withSections(website: WebsiteRow): Promise<WebsiteWithSections>;
  write<T>(user: UserRow, websiteId: number, version: number, change: (tx: Transaction) => Promise<T>): Promise<{ website: WebsiteRow; result: T }>;
}

export const MAX_PROJECT_IMAGES = 10;
export const pictureMessages = { notAnImage: 'Please select a JPG, PNG, GIF, or WebP image', tooLarge: 'Image file size must be less than 5MB' };
export const projectImageMessages = { notAnImage: 'Please select image files only', tooLarge: 'Image size must be less than 5MB' };

/**
 * Profile pictures and project images: re-encoded, stored by content with their smaller copies
 * (for srcset), recorded with a versioned write. A picture taken off is released: deleted with its
 * copies once nothing else shows it.
 */
export function createUploadService({ db, storage, websites, variants }: { db: Database; storage: Storage; websites: WebsiteWrites; variants: ImageVariants }) {
  const queries = createUploadQueries(db);
  const releaseUrl = async (url: string | null | undefined) => {
    const key = url ? storage.keyOf(url) : undefined;
    if (key) await storage.release(key).catch(() => false);
  };
  /** The original and its copies; the copies are made before the transaction, so it stays short. */
  async function prepare(bytes: Buffer, maxSide: number, messages: typeof pictureMessages) {
    const image = await reencodeImage(bytes, maxSide, messages);
    return { image, copies: await makeVariants(image) };
  }
  async function storeImage(tx: Transaction, folder: string, { image, copies }: Awaited<ReturnType<typeof prepare>>) {
    const key = await storage.put(folder, image.buffer, 'webp');
    await variants.store(tx, key, image, copies);
    return storage.url(key);
  }
  const tooMany = () => new AppError(422, 'too_many_images', 'Maximum 10 images allowed', { errors: { image: ['Maximum 10 images allowed'] } });

  async function ownedProject(user: UserRow, projectId: number) {
    const project = await queries.findOwnedProject(user.id, projectId);
    if (!project) throw notFound('Project not found.');
    return project;
  }

  return {
    async setPicture(user: UserRow, websiteId: number, version: number, bytes: Buffer) {
      const prepared = await prepare(bytes, 800, pictureMessages);
      // Stored only once the write has checked the owner and the version: a refused upload writes nothing.
      const { website, result } = await websites.write(user, websiteId, version, async (tx) => queries.setPicture(tx, websiteId, await storeImage(tx, 'pictures', prepared)));
      if (website.flat_picture !== result.flat_picture) await releaseUrl(website.flat_picture);
      return websites.withSections(result);
    },

    async removePicture(user: UserRow, websiteId: number, version: number) {
      const { website, result } = await websites.write(user, websiteId, version, (tx) => queries.setPicture(tx, websiteId, null));
      await releaseUrl(website.flat_picture);
      return websites.withSections(result);
    },

    async addProjectImage(user: UserRow, projectId: number, version: number, bytes: Buffer, filename: string) {
      const project = await ownedProject(user, projectId);
      if (project.pictures.length >= MAX_PROJECT_IMAGES) throw tooMany();
      const prepared = await prepare(bytes, 1600, projectImageMessages);
      const { website, result: { row, picture } } = await websites.write(user, project.website_id, version, async (tx) => {
        const picture: Picture = { img: await storeImage(tx, 'projects', prepared), title: filename.replace(/\.[^.]+$/, '').slice(0, 200) };
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
      await releaseUrl(img);
      return { pictures: remaining, websiteVersion: website.version };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
