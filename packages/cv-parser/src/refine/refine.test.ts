import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCv } from '../parse';

const cvText = `Jane Doe
jane@example.com

EXPERIENCE
Data Engineer at Acme Analytics Ltd
2020 - Present`;

/** A stand-in for an OpenAI-compatible server on loopback, answering with a fixed completion. */
let server: Server;
let baseUrl = '';
const requests: { path: string; body: { model: string; response_format?: { type: string } } }[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      requests.push({ path: request.url ?? '', body: JSON.parse(body) as (typeof requests)[number]['body'] });
      const answer = {
        personal_info: { name: 'Jane Doe', title: 'Chief Data Officer', email: 'jane@example.com', phone: '', location: '', summary: '' },
        experiences: [{ position: 'Data Engineer', company: 'Acme Analytics Ltd', start_date: '2020', end_date: 'present', location: '', description: '' }],
        educations: [],
        skills: [],
        languages: [],
      };
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id: 'x', object: 'chat.completion', created: 0, model: 'test',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(answer) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('refinement through an OpenAI-compatible endpoint', () => {
  it('asks for a JSON-schema answer and keeps only quoted values', async () => {
    const cv = await parseCv({ text: cvText }, { ai: { baseUrl, model: 'test-model', apiKey: 'k' } });
    expect(requests[0]).toMatchObject({ path: '/v1/chat/completions', body: { model: 'test-model', response_format: { type: 'json_schema' } } });
    expect(cv.meta.refined).toBe(true);
    expect(cv.personal_info.title).toBe('');
    expect(cv.experiences[0]).toMatchObject({ position: 'Data Engineer', company: 'Acme Analytics Ltd', end_date: 'present' });
  });

  it('keeps the offline result when the endpoint is unreachable', async () => {
    const cv = await parseCv({ text: cvText }, { ai: { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 } });
    expect(cv.meta.refined).toBe(false);
    expect(cv.experiences[0]?.company).toBe('Acme Analytics Ltd');
  });
});
