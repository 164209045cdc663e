// The scale test's S3-compatible bucket: s3rver on loopback in a process of its own, storing in the
// folder given. Prints {"port": N} once it listens; stops on SIGTERM.
//   tsx bench/scale/s3-server.ts <folder> <bucket>
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('usage: s3-server.ts <folder> <bucket>');
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
console.log(JSON.stringify({ port }));
process.on('SIGTERM', () => void server.close().finally(() => process.exit(0)));
