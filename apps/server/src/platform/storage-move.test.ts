import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../test/s3-server';
import { createS3Storage } from './storage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

describe('npm run move-files-to-s3', () => {
  let s3: S3Server;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server('folio-move');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-move-'));
  });
  afterAll(async () => {
    await s3?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const script = (env: Record<string, string>) =>
    run(path.join(root, 'node_modules/.bin/tsx'), ['scripts/move-files-to-s3.ts'], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, ...env } });

  it('copies the stored files under their keys, skips them the second time, and leaves stray files alone', async () => {
    const files = { [`pictures/${'a'.repeat(64)}.webp`]: 'a picture', [`cvs/${'b'.repeat(64)}.pdf`]: '%PDF a CV', [`videos/${'c'.repeat(64)}.mp4`]: 'a video' };
    for (const [key, content] of Object.entries(files)) {
      await fs.mkdir(path.join(dataDir, 'uploads', path.dirname(key)), { recursive: true });
      await fs.writeFile(path.join(dataDir, 'uploads', key), content);
    }
    await fs.writeFile(path.join(dataDir, 'uploads/pictures', `${'d'.repeat(64)}.webp.123.tmp`), 'half a write');

    const first = await script(s3.env);
    expect(first.stdout).toContain('3 copied, 0 already there, 1 not stored files');
    const storage = createS3Storage(s3.client, s3.settings.bucket, { isReferenced: async () => true });
    for (const [key, content] of Object.entries(files)) expect((await storage.read(key)).toString()).toBe(content);
    await expect(storage.read(`pictures/${'d'.repeat(64)}.webp`)).rejects.toThrow();
    // The local files stay until the installation runs on the bucket.
    await expect(fs.access(path.join(dataDir, 'uploads', `cvs/${'b'.repeat(64)}.pdf`))).resolves.toBeUndefined();

    await fs.writeFile(path.join(dataDir, 'uploads/pictures', `${'e'.repeat(64)}.webp`), 'a later picture');
    const second = await script(s3.env);
    expect(second.stdout).toContain('1 copied, 3 already there, 1 not stored files');
  });

  it('refuses to run without a bucket', async () => {
    await expect(script({ S3_BUCKET: '' })).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('S3_BUCKET: required') });
  });
});
