import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { keyPattern } from './storage';

export interface MoveReport {
  /** Files written to the bucket. */
  copied: number;
  /** Files the bucket already had under the same key (content-addressed: the same bytes). */
  skipped: number;
  /** Files in the folder that are not stored files (temporary writes, stray files). */
  ignored: number;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * Copies an installation's uploaded files from the local folder (DATA_DIR/uploads) to a bucket,
 * under the same keys, so the rows that refer to them stay right. Keys are content-addressed, so a
 * key the bucket already has holds the same bytes and is skipped: running it twice copies nothing.
 * The local files are left in place.
 */
export async function moveFilesToS3(root: string, client: S3Client, bucket: string): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, skipped: 0, ignored: 0 };
  for (const key of await filesUnder(root)) {
    if (!keyPattern.test(key)) {
      report.ignored += 1;
      continue;
    }
    const exists = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
      () => true,
      (error: { name?: string; $metadata?: { httpStatusCode?: number } }) => {
        if (error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404) return false;
        throw error;
      },
    );
    if (exists) {
      report.skipped += 1;
      continue;
    }
    const bytes = await fs.readFile(path.join(root, key));
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    report.copied += 1;
  }
  return report;
}
