// HTTP through Caddy as many people at once: each person has a keep-alive connection pool and an
// address of its own on loopback (127.0.0.x), so Caddy forwards each one's own address, as it would
// on the internet, and Folio's per-address limits see separate people. Every request is recorded.
import http from 'node:http';
import zlib from 'node:zlib';

export interface Sample {
  kind: string;
  start: number;
  end: number;
  /** 0: no answer at all (connection refused or reset, timed out). */
  status: number;
}

export class Recorder {
  readonly samples: Sample[] = [];
  record(sample: Sample) {
    this.samples.push(sample);
  }
}

export interface Answer {
  status: number;
  json: Record<string, unknown>;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4, keepAliveMsecs: 10_000 });

let people = 0;
/** The next loopback address: 127.0.1.1, 127.0.1.2, ... (a /8 is all loopback on Linux). */
function nextAddress() {
  people += 1;
  return `127.0.${1 + Math.floor(people / 250)}.${1 + (people % 250)}`;
}

export class Person {
  token?: string;
  constructor(
    private readonly base: URL,
    /** Where its requests are recorded (seeding and load apart). */
    public recorder: Recorder,
    readonly address = nextAddress(),
  ) {}

  /** One request; `host` picks the app (default) or a site (`{subdomain}.localhost:port`). */
  request(kind: string, method: string, path: string, options: { body?: unknown; raw?: { bytes: Buffer; type: string }; host?: string; timeoutMs?: number; discard?: boolean } = {}): Promise<Answer> {
    const body = options.raw ? options.raw.bytes : options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
    const headers: Record<string, string> = {
      host: options.host ?? `localhost:${this.base.port}`,
      'accept-encoding': 'br, gzip',
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 folio-scale-test',
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      ...(body ? { 'content-type': options.raw?.type ?? 'application/json', 'content-length': String(body.length) } : {}),
    };
    const start = performance.now();
    return new Promise((resolve) => {
      const done = (status: number, text: string) => {
        this.recorder.record({ kind, start, end: performance.now(), status });
        let json: Record<string, unknown> = {};
        if (text.startsWith('{')) {
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = {};
          }
        }
        resolve({ status, json, text });
      };
      const request = http.request({ host: this.base.hostname, port: this.base.port, method, path, headers, agent, localAddress: this.address, timeout: options.timeoutMs ?? 30_000 }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // Caddy compresses the API's answers (encode gzip), Folio its pages (br): read as a browser would.
          const encoding = response.headers['content-encoding'];
          let bytes = Buffer.concat(chunks);
          try {
            if (options.discard) bytes = Buffer.alloc(0);
            else if (encoding === 'gzip') bytes = zlib.gunzipSync(bytes);
            else if (encoding === 'br') bytes = zlib.brotliDecompressSync(bytes);
          } catch {
            bytes = Buffer.alloc(0);
          }
          done(response.statusCode ?? 0, bytes.toString());
        });
        response.on('error', () => done(0, ''));
      });
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => done(0, ''));
      request.end(body);
    });
  }
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, bytes: Buffer, type: string) {
  const boundary = `----folioscale${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { bytes: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}
