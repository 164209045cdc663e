import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Client, type S3Settings } from '../src/platform/storage';

/**
 * A real S3-protocol server (s3rver) on loopback, storing in a temporary folder: the S3 storage is
 * tested against the protocol, not a mock. Its credentials are s3rver's fixed ones.
 */
export async function startS3Server(bucket = 'folio-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  return {
    settings,
    client,
    /** The S3_* variables that point Folio at this server. */
    env: { S3_BUCKET: bucket, S3_ENDPOINT: settings.endpoint!, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
