import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files (profile pictures, project images, CVs). Keys are content-addressed
 * (`pictures/<sha256>.webp`), so a URL never changes meaning and can be cached for a year.
 */
export interface Storage {
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  read(key: string): Promise<Buffer>;
  stream(key: string): fs.ReadStream | undefined;
  remove(key: string): Promise<void>;
  /** Public path of a stored file on the app and site origins. */
  url(key: string): string;
  /** The key of one of our URLs, or undefined for anything else. */
  keyOf(url: string): string | undefined;
}

const keyPattern = /^[a-z-]+\/[a-f0-9]{64}\.[a-z0-9]{2,5}$/;

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      const file = fileOf(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; a temporary name of its own, so two
      // uploads of the same file at once do not rename each other's.
      const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await fsp.writeFile(temporary, bytes);
      await fsp.rename(temporary, file);
      return key;
    },
    read: (key) => fsp.readFile(fileOf(key)),
    stream(key) {
      if (!keyPattern.test(key)) return undefined;
      const file = fileOf(key);
      return fs.existsSync(file) ? fs.createReadStream(file) : undefined;
    },
    async remove(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    url: (key) => `/uploads/${key}`,
    keyOf(url) {
      const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined;
      return key && keyPattern.test(key) ? key : undefined;
    },
  };
}
