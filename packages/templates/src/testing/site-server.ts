import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { WebsiteWithSections } from '@folio/schema';
import { assetContentType, assetFiles, renderSitePage } from '../server/index';
import type { RenderContext, SitePageKind } from '../types';

/**
 * A small site host for checks and scripts: `http://{label}.localhost:{port}/` serves the
 * site registered under that label with the same bytes renderSitePage gives the real host,
 * and `/_assets/*` serves assetFiles. Optionally sends the CSP the real host is meant to.
 */
export interface SiteServer {
  port: number;
  urlOf(label: string, path?: string): string;
  close(): Promise<void>;
}

export interface SiteServerOptions {
  csp?: boolean;
  ctx?: Partial<RenderContext>;
}

function pageOf(pathname: string): SitePageKind {
  if (pathname === '/' || pathname === '') return { kind: 'home' };
  if (pathname === '/blog') return { kind: 'blog' };
  const post = /^\/blog\/([a-z0-9-]+)$/.exec(pathname);
  if (post?.[1]) return { kind: 'post', slug: post[1] };
  return { kind: 'not-found' };
}

export function contentSecurityPolicy(styleHashes: string[]): string {
  return [
    "default-src 'none'",
    `style-src ${styleHashes.join(' ')}`,
    "img-src 'self' data: https:",
    // Nothing on the page fetches, but Lighthouse reads robots.txt from inside the page.
    "connect-src 'self'",
    "font-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export async function startSiteServer(sites: Map<string, WebsiteWithSections>, options: SiteServerOptions = {}): Promise<SiteServer> {
  const server: Server = createServer((req, res) => {
    const host = (req.headers.host ?? '').split(':')[0] ?? '';
    const label = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : '';
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/_assets/')) {
      const file = assetFiles[decodeURIComponent(url.pathname.slice('/_assets/'.length))];
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': assetContentType(file), 'cache-control': 'public, max-age=31536000, immutable' });
      res.end(readFileSync(file));
      return;
    }
    if (url.pathname === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    const site = sites.get(label);
    if (!site) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such site');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/contact') {
      res.writeHead(303, { location: '/?contact=sent#contact' }).end();
      return;
    }
    const status = url.searchParams.get('contact');
    const { html, styleHashes, status: code } = renderSitePage(site, pageOf(url.pathname), {
      baseUrl: `http://${label}.localhost:${(server.address() as AddressInfo).port}`,
      assetBase: '/_assets',
      contactAction: '/contact',
      showBranding: true,
      noindex: false,
      ...(status === 'sent' || status === 'error' || status === 'rate-limited' ? { contactStatus: status } : {}),
      ...options.ctx,
    });
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if (options.csp) headers['content-security-policy'] = contentSecurityPolicy(styleHashes);
    // The real host sends pre-compressed bytes; compress here so audits see the same transfer.
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      headers['content-encoding'] = 'gzip';
      res.writeHead(code, headers).end(gzipSync(html));
      return;
    }
    res.writeHead(code, headers).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    urlOf: (label, path = '/') => `http://${label}.localhost:${port}${path}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
