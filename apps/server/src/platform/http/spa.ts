import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const appCsp = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and sonner position popovers and toasts with inline styles.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' http: https:",
  // The demo video: an uploaded file (self) or an https link to one set on /admin/demo-video.
  "media-src 'self' https:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/**
 * Serves the built SPA: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * and index.html, never cached, for every client-side route (the returned not-found handler).
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        void res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      },
    });
  }

  return (request, reply) => {
    const accept = request.headers.accept;
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && (!accept || /text\/html|\*\/\*/.test(accept));
    if (isPage && hasSpa) {
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', appCsp)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .sendFile('index.html', webDist);
    }
    return reply.status(404).send({ success: false, code: 'not_found', message: 'Not found.' });
  };
}
