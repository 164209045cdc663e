// What Node's own HTTP layer costs on this machine: node:http answering every request with one
// constant response (the same bytes and headers Folio sends, Content-Length included), in
// `processes` processes sharing the port: the ceiling for any Node server, Folio's included.
// With `fastify`, a bare Fastify route (no plugins, no logger) answers it instead: the ceiling
// for any Fastify route.
//   npx tsx bench/reference-server.ts <port> <processes> <response.json> [fastify]
// response.json: { "headers": { ... }, "identity": "<base64>", "gzip": "<base64>" }
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import Fastify from 'fastify';

const [port, processes, responseFile, framework] = process.argv.slice(2);
if (cluster.isPrimary && Number(processes) > 1) {
  for (let index = 0; index < Number(processes); index += 1) cluster.fork();
} else {
  const response = JSON.parse(fs.readFileSync(responseFile!, 'utf8')) as { headers: http.OutgoingHttpHeaders; identity: string; gzip: string };
  const identity = Buffer.from(response.identity, 'base64');
  const gzip = Buffer.from(response.gzip, 'base64');
  const identityHeaders = { ...response.headers, 'content-length': String(identity.length) };
  const gzipHeaders = { ...response.headers, 'content-encoding': 'gzip', 'content-length': String(gzip.length) };
  const gzipped = (headers: http.IncomingHttpHeaders) => /\bgzip\b/.test(headers['accept-encoding'] ?? '');
  if (framework === 'fastify') {
    const app = Fastify();
    app.get('/', (request, reply) => reply.headers(gzipped(request.headers) ? gzipHeaders : identityHeaders).send(gzipped(request.headers) ? gzip : identity));
    void app.listen({ port: Number(port), host: '127.0.0.1' });
  } else {
    http
      .createServer((request, reply) => {
        reply.writeHead(200, gzipped(request.headers) ? gzipHeaders : identityHeaders);
        reply.end(gzipped(request.headers) ? gzip : identity);
      })
      .listen(Number(port), '127.0.0.1');
  }
}
