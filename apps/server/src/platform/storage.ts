import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files (profile pictures, project images, CVs). Keys are content-addressed
 * (`pictures/<sha256>.webp`), so a URL never changes meaning and can be cached for a year, and
 * the same bytes uploaded twice, by one user or by two, are one shared file. So nothing deletes a
 * file outright: `release` deletes it only when no row refers to it any more.
 */
export interface Storage {
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  read(key: string): Promise<Buffer>;
  stream(key: string): fs.ReadStream | undefined;
  /** Deletes the file if nothing refers to it; true when it was deleted. */
  release(key: string): Promise<boolean>;
  /** Public path of a stored file on the app and site origins. */
  url(key: string): string;
  /** The key of one of our URLs, or undefined for anything else. */
  keyOf(url: string): string | undefined;
}

/** Whether any row still refers to a stored file, by its key or by its public URL. */
export interface FileReferences {
  isReferenced(key: string, url: string): Promise<boolean>;
}

const keyPattern = /^[a-z-]+\/[a-f0-9]{64}\.[a-z0-9]{2,5}$/;
/**
 * A file written this recently is kept even when unreferenced: an upload of the same bytes may have
 * written it and not yet stored the row that refers to it. Such a file is left behind, never lost.
 */
const RECENT_WRITE_MS = 60_000;

export function createLocalStorage(root: string, references: FileReferences, options: { recentWriteMs?: number } = {}): Storage {
  const recentWriteMs = options.recentWriteMs ?? RECENT_WRITE_MS;
  const url = (key: string) => `/uploads/${key}`;
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
    async release(key) {
      const file = fileOf(key);
      const checkedAt = Date.now();
      if (await references.isReferenced(key, url(key))) return false;
      const stat = await fsp.stat(file).catch(() => undefined);
      // put() writes a new file even for bytes already stored, so its time says when it was last uploaded.
      if (!stat || stat.mtimeMs > checkedAt - recentWriteMs) return false;
      await fsp.rm(file, { force: true });
      return true;
    },
    url,
    keyOf(url) {
      const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined;
      return key && keyPattern.test(key) ? key : undefined;
    },
  };
}
