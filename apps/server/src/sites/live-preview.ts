import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The builder's live preview runs on the site origin, so the owner's analytics code and rich
 * text never run on the app's origin. The page itself holds no user data: it is the web app's
 * `preview.html` entry, told which origin may send it UPDATE_CV_DATA messages.
 */
export function registerLivePreview(app: FastifyInstance, config: Config, webDist: string | undefined) {
  const file = webDist ? path.join(webDist, 'preview.html') : undefined;
  const site = { constraints: { folioHost: 'site' } };
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    // Template CSS is applied through constructable stylesheets; React may set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${config.appUrl}`,
  ].join('; ');

  let page: string | undefined;
  app.get('/_preview/live', site, (_request, reply) => {
    if (!file || !fs.existsSync(file)) return reply.status(404).send('The web app is not built.');
    page ??= fs
      .readFileSync(file, 'utf8')
      .replace('<head>', `<head><meta name="folio-app-origin" content="${config.appUrl}"><meta name="robots" content="noindex">`);
    return reply.headers({ 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' }).send(page);
  });

  // The preview entry's scripts and styles, from the same build as the app (hashed names).
  app.get<{ Params: { '*': string } }>('/assets/*', site, (request, reply) => {
    const name = request.params['*'];
    const asset = webDist && /^[\w.-]+\.(js|css|woff2)$/.test(name) ? path.join(webDist, 'assets', name) : undefined;
    if (!asset || !fs.existsSync(asset)) return reply.status(404).send('Not found');
    const type = name.endsWith('.js') ? 'text/javascript; charset=utf-8' : name.endsWith('.css') ? 'text/css; charset=utf-8' : 'font/woff2';
    return reply.headers({ 'content-type': type, 'cache-control': 'public, max-age=31536000, immutable', 'access-control-allow-origin': '*' }).send(fs.createReadStream(asset));
  });
}
