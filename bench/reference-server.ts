// What Node's own HTTP layer costs on this machine: node:http answering every request with one
// constant response (the same bytes and headers Folio sends, Content-Length included), in
// `processes` processes sharing the port: the ceiling for any Node server, Folio's included.
//   npx tsx bench/reference-server.ts <port> <processes> <response.json>
// response.json: { "headers": { ... }, "identity": "<base64>", "gzip": "<base64>" }
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';

const [port, processes, responseFile] = process.argv.slice(2);
if (cluster.isPrimary && Number(processes) > 1) {
  for (let index = 0; index < Number(processes); index += 1) cluster.fork();
} else {
  const response = JSON.parse(fs.readFileSync(responseFile!, 'utf8')) as { headers: http.OutgoingHttpHeaders; identity: string; gzip: string };
  const identity = Buffer.from(response.identity, 'base64');
  const gzip = Buffer.from(response.gzip, 'base64');
  const identityHeaders = { ...response.headers, 'content-length': String(identity.length) };
  const gzipHeaders = { ...response.headers, 'content-encoding': 'gzip', 'content-length': String(gzip.length) };
  http
    .createServer((request, reply) => {
      const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      reply.writeHead(200, gzipped ? gzipHeaders : identityHeaders);
      reply.end(gzipped ? gzip : identity);
    })
    .listen(Number(port), '127.0.0.1');
}
