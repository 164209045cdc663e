import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * Uploaded files (profile pictures, project images, CVs). Keys are content-addressed
 * (`pictures/<sha256>.webp`), so a URL never changes meaning and can be cached for a year, and
 * the same bytes uploaded twice, by one user or by two, are one shared file. So nothing deletes a
 * file outright: `release` deletes it only when no row refers to it any more.
 */
export interface Storage {
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /**
   * Stores a file under a key its caller derived from what the file was made from (a link preview
   * is named by the hash of its inputs), so it can tell whether it exists before making it.
   */
  putAt(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The file's bytes as a stream, or undefined when there is no such file. */
  stream(key: string): Promise<Readable | undefined>;
  /** Deletes the file if nothing refers to it; true when it was deleted. */
  release(key: string): Promise<boolean>;
  /** Public path of a stored file on the app and site origins. */
  url(key: string): string;
  /** The key of one of our URLs, or undefined for anything else. */
  keyOf(url: string): string | undefined;
  /** Throws when the storage cannot be reached (readiness). */
  check(): Promise<void>;
}

/** Whether any row still refers to a stored file, by its key or by its public URL. */
export interface FileReferences {
  isReferenced(key: string, url: string): Promise<boolean>;
}

export const keyPattern = /^[a-z-]+\/[a-f0-9]{64}\.[a-z0-9]{2,5}$/;
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
  async function writeAt(key: string, bytes: Buffer) {
    const file = fileOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file; a temporary name of its own, so two
    // uploads of the same file at once do not rename each other's.
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    await fsp.writeFile(temporary, bytes);
    await fsp.rename(temporary, file);
  }
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      await writeAt(key, bytes);
      return key;
    },
    putAt: (key, bytes) => writeAt(key, bytes),
    read: async (key) => fsp.readFile(fileOf(key)),
    async stream(key) {
      if (!keyPattern.test(key)) return undefined;
      const file = fileOf(key);
      const handle = await fsp.open(file).catch(() => undefined);
      return handle ? handle.createReadStream() : undefined;
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
    keyOf,
    async check() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}

function keyOf(url: string) {
  const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined;
  return key && keyPattern.test(key) ? key : undefined;
}

function contentHash(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface S3Settings {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function createS3Client(settings: S3Settings) {
  const options: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle };
  if (settings.endpoint) options.endpoint = settings.endpoint;
  if (settings.accessKeyId && settings.secretAccessKey) options.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  return new S3Client(options);
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * The same files in an S3-compatible bucket (AWS S3, MinIO, R2...), so several app instances and
 * workers share them. The object key is the storage key; the public URL stays `/uploads/<key>`,
 * streamed from the bucket by the app and site hosts with the same caching headers.
 */
export function createS3Storage(client: S3Client, bucket: string, references: FileReferences, options: { recentWriteMs?: number } = {}): Storage {
  const recentWriteMs = options.recentWriteMs ?? RECENT_WRITE_MS;
  const url = (key: string) => `/uploads/${key}`;
  const checked = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`invalid storage key: ${key}`);
    return key;
  };
  return {
    async put(folder, bytes, extension) {
      const key = checked(`${folder}/${contentHash(bytes)}.${extension}`);
      // A PUT replaces the object whole, and refreshes LastModified: that is the recent write release() looks at.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
      return key;
    },
    async putAt(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checked(key), Body: bytes, ContentLength: bytes.length }));
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checked(key) }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async stream(key) {
      if (!keyPattern.test(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body instanceof Readable ? object.Body : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async release(key) {
      checked(key);
      const checkedAt = Date.now();
      if (await references.isReferenced(key, url(key))) return false;
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!head?.LastModified || head.LastModified.getTime() > checkedAt - recentWriteMs) return false;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      return true;
    },
    url,
    keyOf,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
