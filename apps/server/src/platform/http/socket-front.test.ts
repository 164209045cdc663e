import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerBeforeParsing, readPlainGet, type ReadyResponse } from './socket-front';

const page: ReadyResponse = Object.freeze({
  status: 200,
  headers: Object.freeze({ 'content-type': 'text/html; charset=utf-8', etag: '"v1"', 'cache-control': 'public, max-age=0, must-revalidate', 'content-length': '15' }),
  body: Buffer.from('<p>the page</p>'),
});
const { 'content-length': _, ...unsized } = page.headers;
const notModified: ReadyResponse = Object.freeze({ status: 304, headers: unsized, body: undefined });

/** The front answers GET /page (304 on a matching ETag); node:http answers everything, /page included. */
function answer(request: { url: string; headers: http.IncomingHttpHeaders }) {
  if (request.url !== '/page') return undefined;
  return request.headers['if-none-match'] === '"v1"' ? notModified : page;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function start(configure: (server: http.Server) => void = () => {}) {
  const server = http.createServer((request, response) => {
    const found = answer({ url: request.url ?? '', headers: request.headers });
    if (found) {
      response.writeHead(found.status, found.headers);
      return response.end(found.body);
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => response.end(`node:http ${request.method} ${request.url} ${body}`));
  });
  configure(server);
  answerBeforeParsing(server, answer);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as net.AddressInfo).port };
}

/** Writes each part (a pause between parts) and reads until `responses` status lines have arrived. */
async function exchange(port: number, parts: string[], responses: number): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const done = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if ((received.match(/HTTP\/1\.1 \d{3} /g) ?? []).length >= responses) setTimeout(resolve, 50);
    });
    socket.on('error', reject);
    setTimeout(() => reject(new Error(`timed out with:\n${received}`)), 3000);
  });
  for (const part of parts) {
    socket.write(part);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  await done;
  socket.destroy();
  return received;
}

const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: example.test\r\nUser-Agent: test\r\n${extra}\r\n`;
const withoutDate = (text: string) => text.replace(/^Date: .*\r\n/gm, '');

describe('readPlainGet', () => {
  const read = (text: string) => readPlainGet(text, 0, 16 * 1024);

  it('reads a browser GET: the kept headers, trimmed, names lower-cased, and where it ends', () => {
    const text = `GET /blog HTTP/1.1\r\nHost: Ada.example.test \r\nACCEPT-ENCODING:\tgzip, br\r\nSec-Fetch-Mode: navigate\r\nConnection: Keep-Alive\r\n\r\nGET /`;
    expect(read(text)).toEqual({ url: '/blog', headers: { host: 'Ada.example.test', 'accept-encoding': 'gzip, br' }, end: text.length - 5 });
  });

  it.each([
    ['another method', 'HEAD / HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['HTTP/1.0', 'GET / HTTP/1.0\r\nHost: a\r\n\r\n'],
    ['an absolute URL', 'GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a body', 'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n'],
    ['chunked framing', 'GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
    ['an upgrade', 'GET / HTTP/1.1\r\nHost: a\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n'],
    ['Connection: close', 'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'],
    ['two Host headers', 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n'],
    ['a folded header', 'GET / HTTP/1.1\r\nHost: a\r\nX-Long: one\r\n two\r\n\r\n'],
    ['a bare LF', 'GET / HTTP/1.1\r\nHost: a\nX: b\r\n\r\n'],
    ['a space before the colon', 'GET / HTTP/1.1\r\nHost : a\r\n\r\n'],
    ['a byte outside ASCII', 'GET / HTTP/1.1\r\nHost: a\r\nUser-Agent: caf\u00e9\r\n\r\n'],
    ['a control character', 'GET / HTTP/1.1\r\nHost: a\u0000b\r\n\r\n'],
    ['an incomplete request', 'GET / HTTP/1.1\r\nHost: a\r\n'],
    ['an oversize request', `GET / HTTP/1.1\r\nHost: a\r\nX: ${'y'.repeat(17 * 1024)}\r\n\r\n`],
  ])('leaves %s to node:http', (_, text) => {
    expect(read(text)).toBeUndefined();
  });
});

describe('answerBeforeParsing', () => {
  it('writes the bytes node:http writes for the same response, Date aside, 200 and 304', async () => {
    const { port } = await start();
    // Content-Length: 0 is not plain, so node:http answers that one.
    const [front, parsed] = await Promise.all([exchange(port, [get('/page')], 1), exchange(port, [get('/page', 'Content-Length: 0\r\n')], 1)]);
    expect(front).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/);
    expect(withoutDate(front)).toBe(withoutDate(parsed));
    expect(front.endsWith('\r\n\r\n<p>the page</p>')).toBe(true);
    const revalidated = 'If-None-Match: "v1"\r\n';
    const [front304, parsed304] = await Promise.all([exchange(port, [get('/page', revalidated)], 1), exchange(port, [get('/page', `${revalidated}Content-Length: 0\r\n`)], 1)]);
    expect(front304).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
    expect(withoutDate(front304)).toBe(withoutDate(parsed304));
  });

  it('answers pipelined requests in order, handing the connection to node:http at the first it does not answer', async () => {
    const { port } = await start();
    const post = 'POST /form HTTP/1.1\r\nHost: example.test\r\nContent-Length: 5\r\n\r\nhello';
    const received = await exchange(port, [get('/page') + get('/page') + post + get('/page') + get('/other')], 5);
    const bodies = received.split(/HTTP\/1\.1 (?=\d{3} )/).slice(1).map((response) => response.slice(response.indexOf('\r\n\r\n') + 4));
    expect(bodies).toEqual(['<p>the page</p>', '<p>the page</p>', 'node:http POST /form hello', '<p>the page</p>', 'node:http GET /other ']);
  });

  it('hands a request split across packets to node:http, and keeps answering on a connection it kept', async () => {
    const { port } = await start();
    const request = get('/other');
    const split = await exchange(port, [get('/page') + request.slice(0, 20), request.slice(20)], 2);
    expect(split).toContain('node:http GET /other ');
    const kept = await exchange(port, [get('/page'), get('/page'), get('/page')], 3);
    expect(kept.match(/<p>the page<\/p>/g)).toHaveLength(3);
  });

  it('holds back a client that sends without reading (through node:http), and answers it all once it reads', async () => {
    const body = Buffer.alloc(256 * 1024, 'x');
    const bigPage = { ...page, headers: { ...page.headers, 'content-length': String(body.length) }, body };
    const server = http.createServer((_, response) => response.writeHead(200, bigPage.headers).end(bigPage.body));
    answerBeforeParsing(server, () => bigPage);
    servers.push(server);
    const accepted: net.Socket[] = [];
    server.on('connection', (socket: net.Socket) => accepted.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    client.pause();
    const requests = 2000; // 512 MB of responses, were they all queued
    client.write(get('/page').repeat(requests));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(accepted[0]!.writableLength).toBeLessThan(32 * 1024 * 1024);
    let bytes = 0;
    const all = new Promise<void>((resolve) => client.on('data', (chunk: Buffer) => (bytes += chunk.length) >= requests * bigPage.body.length && resolve()));
    client.resume();
    await all;
    client.destroy();
  });

  it('closes idle connections when the server closes, and after the keep-alive timeout', async () => {
    const { server, port } = await start((created) => (created.keepAliveTimeout = 300));
    const idle = net.connect(port, '127.0.0.1');
    const closed = new Promise<number>((resolve) => idle.on('close', () => resolve(Date.now())));
    idle.on('data', () => {});
    idle.write(get('/page'));
    const opened = Date.now();
    expect((await closed) - opened).toBeGreaterThanOrEqual(250);

    const kept = net.connect(port, '127.0.0.1');
    let received = '';
    kept.on('data', (chunk: Buffer) => (received += chunk.toString()));
    kept.write(get('/page'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = Date.now();
    await new Promise((resolve) => server.close(resolve));
    expect(Date.now() - stopped).toBeLessThan(250);
    expect(received).toContain('<p>the page</p>');
  });
});
