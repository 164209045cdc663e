// `npm run move-files-to-s3`: copies the uploaded files of an installation from DATA_DIR/uploads to
// the bucket the S3_* variables name (the same environment Folio runs with). Safe to run again: it
// skips the files the bucket already has. Start Folio with the S3_* variables once it has run.
import path from 'node:path';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { createS3Client } from '../apps/server/src/platform/storage';
import { moveFilesToS3 } from '../apps/server/src/platform/storage-move';

try {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError(['S3_BUCKET: required to move files to a bucket']);
  const root = path.join(config.dataDir, 'uploads');
  const client = createS3Client(config.s3);
  const report = await moveFilesToS3(root, client, config.s3.bucket);
  client.destroy();
  process.stdout.write(`From ${root} to bucket ${config.s3.bucket}: ${report.copied} copied, ${report.skipped} already there, ${report.ignored} not stored files (left alone).\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
