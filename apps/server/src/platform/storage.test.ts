import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLocalStorage, createS3Client, createS3Storage, type FileReferences, type Storage } from './storage';

/** Which keys count as referenced, as the database would say. */
function fakeReferences() {
  const referenced = new Set<string>();
  const references: FileReferences = { isReferenced: async (key, url) => referenced.has(key) || referenced.has(url) };
  return { referenced, references };
}

interface Backend {
  make(references: FileReferences, options?: { recentWriteMs?: number }): Storage;
  /** A storage on the same backend that cannot be reached. */
  unreachable(): Storage;
}

/** The contract every storage keeps, run against the local folder and against a real S3 server. */
function storageContract(name: string, setup: () => Promise<{ backend: Backend; close: () => Promise<void> }>) {
  describe(name, () => {
    let backend: Backend;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ backend, close } = await setup());
    });
    afterAll(async () => close());

    it('stores bytes under a content-addressed key, once for the same bytes, and reads them back', async () => {
      const storage = backend.make(fakeReferences().references);
      const key = await storage.put('pictures', Buffer.from('one picture'), 'webp');
      expect(key).toMatch(/^pictures\/[a-f0-9]{64}\.webp$/);
      expect(await storage.put('pictures', Buffer.from('one picture'), 'webp')).toBe(key);
      expect(await storage.put('pictures', Buffer.from('another picture'), 'webp')).not.toBe(key);
      expect((await storage.read(key)).toString()).toBe('one picture');
      await expect(storage.read(`pictures/${'0'.repeat(64)}.webp`)).rejects.toThrow();
    });

    it('streams a stored file, and nothing for a missing or malformed key', async () => {
      const storage = backend.make(fakeReferences().references);
      const key = await storage.put('projects', Buffer.from('streamed bytes'), 'webp');
      const stream = await storage.stream(key);
      expect(stream).toBeDefined();
      expect(await text(stream!)).toBe('streamed bytes');
      expect(await storage.stream(`projects/${'1'.repeat(64)}.webp`)).toBeUndefined();
      expect(await storage.stream('../../etc/passwd')).toBeUndefined();
    });

    it('gives each key a public /uploads/ URL and reads the key back from it only', () => {
      const storage = backend.make(fakeReferences().references);
      const key = `blog/${'a'.repeat(64)}.webp`;
      expect(storage.url(key)).toBe(`/uploads/${key}`);
      expect(storage.keyOf(storage.url(key))).toBe(key);
      expect(storage.keyOf('https://example.com/picture.webp')).toBeUndefined();
      expect(storage.keyOf('/uploads/../secret')).toBeUndefined();
    });

    it('releases a file only when nothing refers to it and it was not written recently', async () => {
      const { referenced, references } = fakeReferences();
      // A file system's or an S3 server's clock may run a little ahead of this process's
      // (a file written this millisecond can look newer than now): a negative window counts every file as old.
      const storage = backend.make(references, { recentWriteMs: -1000 });
      const byKey = await storage.put('cvs', Buffer.from('a CV referenced by key'), 'pdf');
      const byUrl = await storage.put('pictures', Buffer.from('a picture referenced by URL'), 'webp');
      const unreferenced = await storage.put('pictures', Buffer.from('nobody uses this'), 'webp');
      referenced.add(byKey);
      referenced.add(storage.url(byUrl));

      expect(await storage.release(byKey)).toBe(false);
      expect(await storage.release(byUrl)).toBe(false);
      expect((await storage.read(byKey)).toString()).toBe('a CV referenced by key');
      expect((await storage.read(byUrl)).toString()).toBe('a picture referenced by URL');

      expect(await storage.release(unreferenced)).toBe(true);
      await expect(storage.read(unreferenced)).rejects.toThrow();
      expect(await storage.stream(unreferenced)).toBeUndefined();
      // Releasing again, or a file that never was: nothing to delete.
      expect(await storage.release(unreferenced)).toBe(false);
    });

    it('keeps an unreferenced file written within the recent-write window', async () => {
      const storage = backend.make(fakeReferences().references, { recentWriteMs: 60_000 });
      const key = await storage.put('exports', Buffer.from('just uploaded, row not stored yet'), 'zip');
      expect(await storage.release(key)).toBe(false);
      expect((await storage.read(key)).toString()).toBe('just uploaded, row not stored yet');
    });

    it('refuses keys that are not its own', async () => {
      const storage = backend.make(fakeReferences().references);
      await expect(storage.read('../outside.txt')).rejects.toThrow(/invalid storage key/);
      await expect(storage.release('pictures/not-a-hash.webp')).rejects.toThrow(/invalid storage key/);
    });

    it('says whether it can be reached', async () => {
      await expect(backend.make(fakeReferences().references).check()).resolves.toBeUndefined();
      await expect(backend.unreachable().check()).rejects.toThrow();
    });
  });
}

storageContract('local folder storage', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-storage-'));
  const blocker = path.join(root, 'a-file');
  await fs.writeFile(blocker, 'not a folder');
  return {
    backend: {
      make: (references, options) => createLocalStorage(path.join(root, 'uploads'), references, options),
      // Its folder would have to live inside a file.
      unreachable: () => createLocalStorage(path.join(blocker, 'uploads'), fakeReferences().references),
    },
    close: () => fs.rm(root, { recursive: true, force: true }),
  };
});

storageContract('S3 storage', async () => {
  const s3 = await startS3Server();
  return {
    backend: {
      make: (references, options) => createS3Storage(s3.client, s3.settings.bucket, references, options),
      unreachable: () => createS3Storage(createS3Client({ ...s3.settings, bucket: 'no-such-bucket' }), 'no-such-bucket', fakeReferences().references),
    },
    close: () => s3.close(),
  };
});

describe('Folio on S3 storage', () => {
  let s3: S3Server;
  let test: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server('folio-app');
    test = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await test?.close();
    await s3?.close();
  });

  it('keeps uploads in the bucket and serves public ones from /uploads/ with year-long caching', async () => {
    const key = await test.services.storage.put('pictures', Buffer.from('picture bytes in the bucket'), 'webp');
    await expect(fs.access(path.join(test.dataDir, 'uploads', key))).rejects.toThrow();
    const response = await test.app.inject({ method: 'GET', url: test.services.storage.url(key) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('picture bytes in the bucket');
  });

  it('never serves uploaded CVs, and answers 404 for a file the bucket does not have', async () => {
    const cv = await test.services.storage.put('cvs', Buffer.from('%PDF private CV'), 'pdf');
    expect((await test.app.inject({ method: 'GET', url: `/uploads/${cv}` })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/uploads/pictures/${'f'.repeat(64)}.webp` })).statusCode).toBe(404);
  });
});
