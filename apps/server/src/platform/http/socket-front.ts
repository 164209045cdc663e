import { maxHeaderSize, STATUS_CODES, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** A plain GET, as the socket front read it: only the headers an answer may depend on. */
export interface PlainGet {
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A response the front may send as it is: the same object for the same answer, so its bytes are
 * kept, and a `content-length` header when it has a body.
 */
export interface ReadyResponse {
  readonly status: number;
  readonly headers: Readonly<OutgoingHttpHeaders>;
  readonly body: Buffer | undefined;
}

/** The request headers a front answer may read. Any other header is checked, then ignored. */
const KEPT = new Set(['host', 'cookie', 'accept-encoding', 'if-none-match', 'user-agent', 'referer', 'purpose']);
/** Headers that change how a message is framed or the connection is used: node:http handles those. */
const REFUSED = new Set(['content-length', 'transfer-encoding', 'upgrade', 'expect', 'http2-settings']);
const REQUEST_LINE = /^GET (\/[!-~]*) HTTP\/1\.1$/;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FIELD_VALUE = /^[\t\x20-\x7e]*$/;

/**
 * The request starting at `start`, when it is complete and plain: a GET over HTTP/1.1 with no body,
 * no framing or upgrade headers, no duplicate of a kept header, nothing but visible ASCII, and no
 * larger than node:http takes (`maxSize`). Anything else is undefined and goes to node:http, whose parser
 * (llhttp) gives the strict answer, errors included.
 */
export function readPlainGet(text: string, start: number, maxSize: number): (PlainGet & { end: number }) | undefined {
  const headEnd = text.indexOf('\r\n\r\n', start);
  if (headEnd === -1 || headEnd + 4 - start > maxSize) return undefined;
  let lineEnd = text.indexOf('\r\n', start);
  const url = REQUEST_LINE.exec(text.slice(start, lineEnd))?.[1];
  if (!url) return undefined;
  const headers: IncomingHttpHeaders = {};
  while (lineEnd < headEnd) {
    const from = lineEnd + 2;
    lineEnd = text.indexOf('\r\n', from);
    const colon = text.indexOf(':', from);
    if (colon === -1 || colon > lineEnd) return undefined;
    const rawName = text.slice(from, colon);
    const rawValue = text.slice(colon + 1, lineEnd);
    if (!TOKEN.test(rawName) || !FIELD_VALUE.test(rawValue)) return undefined;
    const name = rawName.toLowerCase();
    const value = rawValue.trim();
    if (REFUSED.has(name) || (name === 'connection' && value.toLowerCase() !== 'keep-alive')) return undefined;
    if (KEPT.has(name)) {
      if (name in headers) return undefined;
      headers[name] = value;
    }
  }
  return { url, headers, end: headEnd + 4 };
}

let dateSecond = -1;
let dateLine = '';
/** The Date header, made once a second as node:http does. */
function currentDateLine(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateLine = `Date: ${new Date(now).toUTCString()}\r\n`;
  }
  return dateLine;
}

/**
 * The bytes node:http writes for this response on a kept-alive connection (its headers in order,
 * then Date, Connection and Keep-Alive), made once per response and second. A response with a body
 * carries its own Content-Length.
 */
function createWireBytes(keepAliveSeconds: number) {
  const made = new WeakMap<ReadyResponse, { dateLine: string; bytes: Buffer }>();
  return (response: ReadyResponse): Buffer => {
    const date = currentDateLine();
    const kept = made.get(response);
    if (kept?.dateLine === date) return kept.bytes;
    let head = `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status]}\r\n`;
    for (const [name, value] of Object.entries(response.headers)) {
      for (const item of [value].flat()) head += `${name}: ${String(item)}\r\n`;
    }
    head += `${date}Connection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n`;
    const bytes = Buffer.concat([Buffer.from(`${head}\r\n`, 'latin1'), ...(response.body ? [response.body] : [])]);
    made.set(response, { dateLine: date, bytes });
    return bytes;
  };
}

/**
 * Answers plain GETs that `answer` knows straight from the socket, before node:http parses them.
 *
 * Node's HTTP layer (parser, request and response objects, header handling) costs most of a small
 * response's time: a published page served this way goes about twice as fast
 * (bench/site-serve.ts). Each chunk a connection receives is read as whole plain requests; the
 * first one that is not plain or that `answer` declines (an API call, a POST, a request split
 * across packets, anything unusual), or a client that sends faster than it reads, hands the connection, from that request on, to node:http for
 * good. So node:http still sees every request the front does not answer, and answers it as before.
 */
export function answerBeforeParsing(server: Server, answer: (request: PlainGet) => ReadyResponse | undefined) {
  const [parse] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (!parse) throw new Error('node:http no longer listens for connections itself');
  server.removeAllListeners('connection');
  const wireBytes = createWireBytes(Math.floor(server.keepAliveTimeout / 1000));
  const fronted = new Set<Socket>();

  server.on('connection', (socket: Socket) => {
    fronted.add(socket);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('latin1');
      let offset = 0;
      while (offset < text.length) {
        // A client sending faster than it reads: node:http knows how to hold it back.
        if (socket.writableNeedDrain) return handOver(chunk.subarray(offset));
        const request = readPlainGet(text, offset, maxHeaderSize);
        const response = request && answer(request);
        if (!request || !response) return handOver(chunk.subarray(offset));
        socket.write(wireBytes(response));
        offset = request.end;
      }
    };
    const onEnd = () => socket.end();
    const onTimeout = () => socket.destroy();
    const forget = () => fronted.delete(socket);
    const handOver = (rest: Buffer) => {
      forget();
      socket.off('data', onData).off('end', onEnd).off('timeout', onTimeout).off('error', forget).off('close', forget);
      socket.setTimeout(0);
      // What the front read and did not answer goes back into the socket's stream, read first
      // (and held back with the rest of the stream when node:http pauses it).
      socket.unshift(rest);
      parse.call(server, socket);
    };
    socket.on('data', onData).on('end', onEnd).on('timeout', onTimeout).on('error', forget).on('close', forget);
    socket.setTimeout(server.keepAliveTimeout);
  });

  // Closing the server closes the front's connections too: they are idle between requests, but
  // what was written to them is sent first.
  const closeIdle = server.closeIdleConnections.bind(server);
  const closeAll = server.closeAllConnections.bind(server);
  server.closeIdleConnections = () => {
    for (const socket of fronted) socket.end(() => socket.destroy());
    closeIdle();
  };
  server.closeAllConnections = () => {
    for (const socket of fronted) socket.destroy();
    closeAll();
  };
  server.on('close', () => fronted.clear());
}
