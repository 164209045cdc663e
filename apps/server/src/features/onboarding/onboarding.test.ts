import fs from 'node:fs/promises';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipartBody, type Part } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findRepoPath } from '../../platform/paths';

const fixtures = findRepoPath('packages/cv-parser/fixtures/docs')!;
const fixture = (name: string) => fs.readFile(path.join(fixtures, name));

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
const send = (user: User, url: string, parts: Part[]) => {
  const body = multipartBody(parts);
  return test.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
};

/** Waits until the session's job is done or failed, as the client waits for review_ready. */
async function settled(user: User, sessionId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const session = (await user.request('GET', `/api/onboarding/session?session_id=${sessionId}`)).json().session;
    if (session.job_state === 'done' || session.job_state === 'failed') return session;
    if (Date.now() > deadline) throw new Error(`job did not finish: ${JSON.stringify(session)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function recordEvents(userId: number, sessionId: string) {
  const seen: Array<{ type: string; data: Record<string, unknown> }> = [];
  const stop = test.services.events.subscribe(`cv-processing.${userId}.${sessionId}`, (payload) => seen.push(payload as (typeof seen)[number]));
  return { seen, stop };
}

describe('the upload path, from a PDF to a website', () => {
  it('uploads, parses in a job with real-stage events, reviews, and creates one website from it', async () => {
    const user = await userOnPlan(test);
    const { session_id: sessionId } = (await user.request('POST', '/api/onboarding/start')).json();
    const events = recordEvents(user.id, sessionId);

    const uploaded = await send(user, '/api/onboarding/upload-cv', [
      { name: 'session_id', value: sessionId },
      { name: 'cv_file', filename: 'olivia.pdf', bytes: await fixture('olivia-chen.pdf-sidebar.pdf'), type: 'application/pdf' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const upload = uploaded.json();
    expect(upload).toMatchObject({ success: true, session_id: sessionId, use_vision_parsing: false, session: { step: 'upload_picture' } });
    expect(upload.text).toContain('Olivia');
    expect(upload.stored_path).toMatch(/^cvs\//);
    expect((await test.app.inject({ url: `/uploads/${upload.stored_path}` })).statusCode).toBe(404);

    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c08040' } }).jpeg().toBuffer();
    const picture = await send(user, '/api/onboarding/upload-profile-picture', [
      { name: 'session_id', value: sessionId },
      { name: 'profile_picture', filename: 'me.jpg', bytes: photo, type: 'image/jpeg' },
    ]);
    expect(picture.json().profile_picture_url).toMatch(/^\/uploads\/pictures\//);

    const parse = await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: upload.text, use_vision_parsing: false, stored_path: upload.stored_path });
    expect(parse.json()).toMatchObject({ success: true, session: { step: 'processing', job_state: 'queued' } });
    const session = await settled(user, sessionId);
    expect(session).toMatchObject({ step: 'review', job_state: 'done', has_cv_data: true, has_template_recommendation: true });

    const data = (await user.request('GET', `/api/onboarding/session-data?session_id=${sessionId}`)).json().data;
    expect(data.cv_data.personal_info.name).toContain('Olivia');
    expect(data.cv_data.experiences.length).toBeGreaterThan(0);
    expect(data.template_recommendation.reasoning.length).toBeGreaterThan(20);
    expect(Object.keys(data.stages)).toEqual(expect.arrayContaining(['extract', 'sections', 'fields', 'normalise', 'recommend']));

    const create = () => user.request('POST', '/api/onboarding/create-website', { type: 'cv', session_id: sessionId });
    const [first, second] = await Promise.all([create(), create()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().website.id).toBe(first.json().website.id);
    expect((await create()).json().website.id).toBe(first.json().website.id);
    const website = (await user.request('GET', `/api/websites/${first.json().website.id}`)).json().website;
    expect(website.name).toContain('Olivia');
    // The CV's job title is the headline, and its phone number is kept, in international format when it can be.
    expect(website.contact.title).toBe(data.cv_data.personal_info.title);
    expect(website.contact.title).not.toBe('');
    expect(website.contact.phone.replace(/\D/g, '')).toContain(data.cv_data.personal_info.phone.replace(/\D/g, '').replace(/^0+/, ''));
    expect(website.contact.show_phone).toBe(false);
    expect(website.flat_picture).toBe(picture.json().profile_picture_url);
    expect(website.experiences.length).toBe(data.cv_data.experiences.length);
    expect(website.template_slug).toBe(data.template_recommendation.recommended_template);
    expect((await user.request('GET', '/api/user')).json().user.onboarding_completed_at).not.toBeNull();

    events.stop();
    const types = events.seen.map((event) => event.type);
    expect(types.slice(0, 2)).toEqual(['progress', 'progress']);
    expect(types).toEqual(expect.arrayContaining(['review_ready', 'website_creation_started', 'website_progress', 'cv_ready']));
    expect(types.indexOf('review_ready')).toBeLessThan(types.indexOf('website_creation_started'));
    const steps = events.seen.filter((event) => event.type === 'progress').map((event) => event.data.progress as number);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(types.filter((type) => type === 'cv_ready')).toHaveLength(1);
  });

  it('parses DOCX and legacy DOC files, and pasted text', async () => {
    for (const [name, kind] of [
      ['marcus-oyelaran.docx-single.docx', 'file'],
      ['luca-bianchi.doc-single.doc', 'file'],
      ['helena-voss.text.txt', 'text'],
    ] as const) {
      const user = await userOnPlan(test);
      let sessionId: string;
      if (kind === 'file') {
        const uploaded = (await send(user, '/api/onboarding/upload-cv', [{ name: 'cv_file', filename: name, bytes: await fixture(name) }])).json();
        sessionId = uploaded.session_id;
        await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: uploaded.text });
      } else {
        sessionId = (await user.request('POST', '/api/onboarding/start')).json().session_id;
        const parse = await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: (await fixture(name)).toString('utf8') });
        expect(parse.statusCode, parse.body).toBe(200);
      }
      const session = await settled(user, sessionId);
      expect(session.job_state, name).toBe('done');
      const data = (await user.request('GET', `/api/onboarding/session-data?session_id=${sessionId}`)).json().data;
      expect(data.cv_data.experiences.length, name).toBeGreaterThan(0);
    }
  });
});

describe("the spec's limits and messages", () => {
  it('refuses a 12 MB file, a PNG named .pdf, and an upload without a file', async () => {
    const user = await userOnPlan(test);
    const large = await send(user, '/api/onboarding/upload-cv', [{ name: 'cv_file', filename: 'big.pdf', bytes: Buffer.alloc(12 * 1024 * 1024, 0x25), type: 'application/pdf' }]);
    expect(large.statusCode).toBe(422);
    expect(large.json().message).toBe('File size must be less than 10MB');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const disguised = await send(user, '/api/onboarding/upload-cv', [{ name: 'cv_file', filename: 'cv.pdf', bytes: png, type: 'application/pdf' }]);
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().message).toBe('Please upload a PDF, DOC, or DOCX file');
    const none = await send(user, '/api/onboarding/upload-cv', [{ name: 'session_id', value: '' }]);
    expect(none.json().message).toBe('Please upload a PDF, DOC, or DOCX file');
  });

  it('checks pasted text length, empty text, vision parsing without a file, and a missing session id', async () => {
    const user = await userOnPlan(test);
    const sessionId = (await user.request('POST', '/api/onboarding/start')).json().session_id;
    const parse = (body: object) => user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, ...body });
    const cases: Array<[object, string]> = [
      [{ cv_text: 'x'.repeat(99) }, 'CV text must be at least 100 characters long'],
      [{ cv_text: 'x'.repeat(50_001) }, 'CV text must be less than 50,000 characters'],
      [{ cv_text: '   ' }, 'No text to parse'],
      [{ use_vision_parsing: true }, 'No file available for vision parsing'],
    ];
    for (const [body, message] of cases) {
      const response = await parse(body);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
    }
    const missing = await user.request('POST', '/api/onboarding/parse-cv', { cv_text: 'x'.repeat(200) });
    expect(missing.json().message).toBe('No session ID available');
    expect((await parse({ cv_text: 'x'.repeat(100) })).statusCode).toBe(200);
  });

  it('refuses a 6 MB photo and an SVG posing as one', async () => {
    const user = await userOnPlan(test);
    const sessionId = (await user.request('POST', '/api/onboarding/start')).json().session_id;
    const large = await send(user, '/api/onboarding/upload-profile-picture', [
      { name: 'session_id', value: sessionId },
      { name: 'profile_picture', filename: 'me.jpg', bytes: Buffer.alloc(6 * 1024 * 1024, 1), type: 'image/jpeg' },
    ]);
    expect(large.json().message).toBe('Picture file size must be less than 5MB');
    const svg = await send(user, '/api/onboarding/upload-profile-picture', [
      { name: 'session_id', value: sessionId },
      { name: 'profile_picture', filename: 'me.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/png' },
    ]);
    expect(svg.statusCode).toBe(422);
    expect(svg.json().message).toBe('Please select an image file');
  });

  it("answers 404 for another user's session on every call", async () => {
    const owner = await userOnPlan(test);
    const intruder = await userOnPlan(test);
    const sessionId = (await owner.request('POST', '/api/onboarding/start')).json().session_id;
    const calls = [
      intruder.request('GET', `/api/onboarding/session?session_id=${sessionId}`),
      intruder.request('GET', `/api/onboarding/session-data?session_id=${sessionId}`),
      intruder.request('GET', `/api/onboarding/cv-ready-data?cache_key=${sessionId}`),
      intruder.request('PATCH', '/api/onboarding/session', { session_id: sessionId, step: 'upload_cv' }),
      intruder.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: 'x'.repeat(200) }),
      intruder.request('POST', '/api/onboarding/proceed-to-template-matching', { session_id: sessionId }),
      intruder.request('POST', '/api/onboarding/create-website', { type: 'cv', session_id: sessionId }),
      intruder.request('DELETE', `/api/onboarding/session?session_id=${sessionId}`),
      send(intruder, '/api/onboarding/upload-cv', [{ name: 'session_id', value: sessionId }, { name: 'cv_file', filename: 'cv.txt', bytes: await fixture('helena-voss.text.txt') }]),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(404);
    expect((await owner.request('GET', `/api/onboarding/session?session_id=${sessionId}`)).json().session.step).toBe('welcome');
  });
});

describe('the template and scratch paths, imports and plan limits', () => {
  it("creates the demo website 'My Professional Portfolio' on modern with the template's demo content", async () => {
    const user = await userOnPlan(test);
    const response = await user.request('POST', '/api/onboarding/create-website', { type: 'demo' });
    expect(response.json()).toMatchObject({ success: true, website: { name: 'My Professional Portfolio', template: { slug: 'modern' } } });
    const website = (await user.request('GET', `/api/websites/${response.json().website.id}`)).json().website;
    expect(website.experiences.length).toBeGreaterThan(0);
    expect(website.skills.length).toBeGreaterThan(0);
    expect(website.template_data).not.toBeNull();
  });

  it('refuses a second website on free through onboarding with the limit error', async () => {
    const user = await userOnPlan(test);
    await user.request('POST', '/api/onboarding/create-website', { type: 'demo' });
    const second = await user.request('POST', '/api/onboarding/create-website', { type: 'demo' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ code: 'subscription_limit_exceeded', details: { current_plan: 'free', limit: 1 } });
  });

  it('creates a website from the six-step form with a photo, and refuses a form missing what Next requires', async () => {
    const user = await userOnPlan(test);
    const formData = {
      name: 'Sam Rivera',
      intro: '',
      template_slug: 'modern',
      personal_info: { name: 'Sam Rivera', title: 'Product Designer', email: 'sam@example.com', location: 'Lisbon', summary: 'I design calm tools.' },
      experiences: [{ position: 'Designer', name: 'Studio', place: 'Lisbon', date: 'Jan 2021 - Present', description: 'Design systems.', skills: ['Figma'] }, { position: '', name: '' }],
      educations: [{ name: 'IADE', degree: 'BA Design', date: '2016 - 2019' }],
      skills: [{ title: 'Design', info: 'Figma, Prototyping, figma ', icon: 'palette' }],
      projects: [{ title: 'Atlas', description: 'A map app', category: 'Design', technologies: ['Figma'], code_url: '', implementation: 'https://atlas.example.com' }],
    };
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#208060' } }).png().toBuffer();
    const created = await send(user, '/api/onboarding/create-comprehensive-website', [
      { name: 'data', value: JSON.stringify({ type: 'comprehensive', formData }) },
      { name: 'picture', filename: 'sam.png', bytes: photo, type: 'image/png' },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const website = (await user.request('GET', `/api/websites/${created.json().website.id}`)).json().website;
    expect(website).toMatchObject({ name: 'Sam Rivera', intro: '', contact: { title: 'Product Designer', email: 'sam@example.com', location: 'Lisbon' } });
    expect(website.flat_picture).toMatch(/^\/uploads\/pictures\//);
    expect(website.experiences).toHaveLength(1);
    expect(website.skills[0].info.map((item: { name: string }) => item.name)).toEqual(['Figma', 'Prototyping']);

    const other = await userOnPlan(test);
    const invalid = await send(other, '/api/onboarding/create-comprehensive-website', [
      { name: 'data', value: JSON.stringify({ type: 'comprehensive', formData: { ...formData, personal_info: { ...formData.personal_info, title: '' }, skills: [] } }) },
    ]);
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().details.errors)).toEqual(expect.arrayContaining(['personal_info.title', 'skills']));
  });

  it('imports a LinkedIn data export and a JSON Resume straight to review', async () => {
    const user = await userOnPlan(test);
    const zip = Buffer.from(
      zipSync({
        'Profile.csv': strToU8('First Name,Last Name,Headline,Summary,Geo Location\nNadia,Haddad,Data Scientist,Models that ship.,"Paris, France"\n'),
        'Positions.csv': strToU8('Company Name,Title,Description,Location,Started On,Finished On\nMistral Labs,Senior Data Scientist,"Led forecasting.",Paris,Mar 2021,\nOrange,Data Analyst,,Paris,Sep 2017,Feb 2021\n'),
        'Education.csv': strToU8('School Name,Start Date,End Date,Notes,Degree Name,Activities\nÉcole Polytechnique,2013,2017,,MSc Applied Mathematics,\n'),
        'Skills.csv': strToU8('Name\nPython\nPyTorch\n'),
        'Email Addresses.csv': strToU8('Email Address,Confirmed,Primary,Updated On\nnadia@example.com,Yes,Yes,2024-01-01\n'),
      }),
    );
    const imported = await send(user, '/api/onboarding/import-linkedin', [{ name: 'linkedin_zip', filename: 'Basic_LinkedInDataExport.zip', bytes: zip, type: 'application/zip' }]);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().session).toMatchObject({ step: 'review', has_cv_data: true, has_template_recommendation: true });
    const data = (await user.request('GET', `/api/onboarding/session-data?session_id=${imported.json().session_id}`)).json().data;
    expect(data.cv_data.personal_info).toMatchObject({ name: 'Nadia Haddad', title: 'Data Scientist', email: 'nadia@example.com' });
    expect(data.cv_data.experiences[0]).toMatchObject({ company: 'Mistral Labs', start_date: '2021-03', end_date: 'present' });
    expect(data.cv_data.skills.map((skill: { name: string }) => skill.name)).toEqual(['Python', 'PyTorch']);
    const notLinkedIn = await send(user, '/api/onboarding/import-linkedin', [{ name: 'linkedin_zip', filename: 'x.zip', bytes: Buffer.from(zipSync({ 'a.txt': strToU8('hi') })) }]);
    expect(notLinkedIn.json().message).toBe('This ZIP does not look like a LinkedIn data export: Profile.csv and Positions.csv are missing.');

    const resume = {
      basics: { name: 'Tomás Ruiz', label: 'Backend Engineer', email: 'tomas@example.com', location: { city: 'Madrid', countryCode: 'ES' } },
      work: [{ name: 'Cabify', position: 'Backend Engineer', startDate: '2019-04-01', highlights: ['Payments in Go'] }],
      education: [{ institution: 'UPM', studyType: 'BSc', area: 'Computer Science', startDate: '2013', endDate: '2017' }],
      skills: [{ name: 'Backend', keywords: ['Go', 'PostgreSQL'] }],
    };
    const uploaded = await send(user, '/api/onboarding/upload-cv', [{ name: 'cv_file', filename: 'resume.json', bytes: Buffer.from(JSON.stringify(resume)), type: 'application/json' }]);
    expect(uploaded.json().session.step).toBe('review');
    const resumeData = (await user.request('GET', `/api/onboarding/session-data?session_id=${uploaded.json().session_id}`)).json().data.cv_data;
    // Highlights are bullets, which the templates show as a list.
    expect(resumeData.experiences[0]).toMatchObject({ company: 'Cabify', start_date: '2019-04', end_date: 'present', description: '• Payments in Go' });
    expect(resumeData.skills.map((skill: { name: string; category: string }) => `${skill.category}:${skill.name}`)).toEqual(['Backend:Go', 'Backend:PostgreSQL']);
  });
});

describe('nothing is lost at import', () => {
  it('shortens a description longer than its limit at a sentence end, reports it with the full text, and creates the website with it', async () => {
    const user = await userOnPlan(test);
    const sentences = Array.from({ length: 16 }, (_, i) => `In quarter ${i + 1} I improved onboarding for new engineers through comprehensive documentation.`);
    const long = sentences.join(' ');
    expect(long.length).toBeGreaterThan(1000);
    const resume = {
      basics: { name: 'Andrés Beltrán', label: 'Staff Engineer', email: 'andres@example.com' },
      work: [
        { name: 'Cabify', position: 'Staff Engineer', startDate: '2019-04-01', summary: long },
        { name: 'Glovo', position: 'Engineer', startDate: '2016-01-01', endDate: '2019-03-01', summary: 'Built the courier app.' },
      ],
      projects: [{ name: 'Ledger', description: `Ledger ${'reconciliation and reporting '.repeat(40)}done` }],
    };
    const uploaded = await send(user, '/api/onboarding/upload-cv', [{ name: 'cv_file', filename: 'resume.json', bytes: Buffer.from(JSON.stringify(resume)), type: 'application/json' }]);
    const sessionId = uploaded.json().session_id;
    const data = (await user.request('GET', `/api/onboarding/session-data?session_id=${sessionId}`)).json().data;
    const [experience, project] = data.shortened;
    expect(data.shortened).toHaveLength(2);
    expect(experience).toMatchObject({ section: 'experiences', index: 0, field: 'description', label: 'Staff Engineer · Cabify', limit: 1000, full_text: long });
    // Whole sentences only: the kept text is the first sentences of the CV's, ending with a full stop.
    expect(experience.text.length).toBeLessThanOrEqual(1000);
    expect(experience.text).toBe(sentences.slice(0, experience.text.split('. ').length).join(' '));
    expect(experience.text.endsWith('documentation.')).toBe(true);
    // No sentence end in range: whole words and an ellipsis.
    expect(project).toMatchObject({ section: 'projects', index: 0, limit: 800 });
    expect(project.text).toMatch(/(reconciliation|and|reporting)…$/);

    const created = await user.request('POST', '/api/onboarding/create-website', { type: 'cv', session_id: sessionId });
    expect(created.statusCode, created.body).toBe(200);
    const website = (await user.request('GET', `/api/websites/${created.json().website.id}`)).json().website;
    expect(website.experiences[0].description).toBe(experience.text);
    expect(website.experiences[1].description).toBe('Built the courier app.');
    expect(website.projects[0].description).toBe(project.text);
    // The subdomain is the name transliterated, as every template's path is.
    expect(website.subdomain).toBe('andres-beltran');
  });
});

describe('resilience', () => {
  it('finishes a parse after a server restart in the middle of it', async () => {
    await test.restart({ RUN_WORKERS: 'false' });
    const user = await userOnPlan(test);
    const sessionId = (await user.request('POST', '/api/onboarding/start')).json().session_id;
    await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: (await fixture('katharina-schneider.text.txt')).toString('utf8') });
    const { onboardingSessions } = await import('./onboarding.tables');
    const { eq } = await import('drizzle-orm');
    // The process dies while the job runs: the session says so, nothing else remembers the job.
    await test.database.db.update(onboardingSessions).set({ job_state: 'running' }).where(eq(onboardingSessions.id, sessionId));
    await test.restart();
    const session = await settled(user, sessionId);
    expect(session).toMatchObject({ step: 'review', job_state: 'done', has_cv_data: true });
  });

  it('reads a scanned PDF with OCR (use_vision_parsing)', async () => {
    const user = await userOnPlan(test);
    const uploaded = (await send(user, '/api/onboarding/upload-cv', [{ name: 'cv_file', filename: 'scan.pdf', bytes: await fixture('marcus-oyelaran.scan.pdf') }])).json();
    expect(uploaded).toMatchObject({ use_vision_parsing: true, text: '' });
    await user.request('POST', '/api/onboarding/parse-cv', { session_id: uploaded.session_id, use_vision_parsing: true, stored_path: uploaded.stored_path });
    const session = await settled(user, uploaded.session_id, 90_000);
    expect(session.job_state).toBe('done');
    const data = (await user.request('GET', `/api/onboarding/session-data?session_id=${uploaded.session_id}`)).json().data;
    expect(data.cv_data.meta.used_ocr).toBe(true);
    expect(data.cv_data.personal_info.name).toMatch(/Marcus/);
  }, 120_000);

  it('streams the session state first and then its events over SSE', async () => {
    const user = await userOnPlan(test);
    const sessionId = (await user.request('POST', '/api/onboarding/start')).json().session_id;
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/onboarding/events?session_id=${sessionId}`, { headers: bearer(user.token), signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await readUntil(/"type":"state"/);
    expect(text).toContain(`"session_id":"${sessionId}"`);
    await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: (await fixture('luca-bianchi.text.txt')).toString('utf8') });
    await readUntil(/"type":"review_ready"/);
    expect(text).toMatch(/event: cv\.processing\.update\ndata: \{"event":"cv\.processing\.update","type":"progress"/);
    controller.abort();
    const other = await userOnPlan(test);
    expect((await fetch(`${address}/api/onboarding/events?session_id=${sessionId}`, { headers: bearer(other.token) })).status).toBe(404);
  });
});

describe.runIf(process.env.REDIS_URL)('with Redis: the jobs in a worker of their own', () => {
  it('parses in the worker and the events cross to the app over Redis, to its SSE stream', async () => {
    const { Redis } = await import('ioredis');
    const { pino } = await import('pino');
    const { loadConfig } = await import('../../config');
    const { createServices } = await import('../../services');
    const redisUrl = process.env.REDIS_URL!;
    const prefix = `folio-test-${process.pid}-${Date.now()}`;
    const web = await createTestApp({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix, RUN_WORKERS: 'false' });
    const workerRedis = new Redis(redisUrl);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: web.dataDir, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, APP_URL: 'http://localhost:3000' });
    const worker = await createServices({ config, database: web.database, redis: workerRedis, log: pino({ level: 'silent' }) });
    try {
      await worker.startWorkers();
      const user = await userOnPlan(web);
      const sessionId = (await user.request('POST', '/api/onboarding/start')).json().session_id;
      const address = await web.app.listen({ port: 0, host: '127.0.0.1' });
      const controller = new AbortController();
      const stream = await fetch(`${address}/api/onboarding/events?session_id=${sessionId}`, { headers: bearer(user.token), signal: controller.signal });
      const reader = stream.body!.getReader();
      let text = '';
      while (!text.includes('"type":"state"')) text += new TextDecoder().decode((await reader.read()).value);
      await user.request('POST', '/api/onboarding/parse-cv', { session_id: sessionId, cv_text: (await fixture('katharina-schneider.text.txt')).toString('utf8') });
      while (!text.includes('"type":"review_ready"')) text += new TextDecoder().decode((await reader.read()).value);
      controller.abort();
      expect(text).toContain('"step":"extracting"');
      const session = (await user.request('GET', `/api/onboarding/session?session_id=${sessionId}`)).json().session;
      expect(session).toMatchObject({ step: 'review', job_state: 'done' });
    } finally {
      await worker.close();
      const keys = await workerRedis.keys(`*${prefix}*`);
      if (keys.length > 0) await workerRedis.del(...keys);
      await workerRedis.quit();
      await web.close();
    }
  });
});
