// What the people of the scale test do, through Caddy and the public API only: sign up, publish a
// site, visit sites, save in the builder with versions, and onboard from a real CV file.
import fs from 'node:fs/promises';
import path from 'node:path';
import { root } from '../support';
import { multipartFile, Person, type Answer, type Recorder } from './client';
import type { Topology } from './topology';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.random() * (high - low);
/** A request answered with a 5xx or not at all: the load balancer's business, tried again by a person. */
export const unanswered = (answer: Answer) => answer.status === 0 || answer.status >= 500;

/** Registers and follows the link Folio e-mailed (read from the outbox of the test's own database). */
export async function signUp(topology: Topology, recorder: Recorder, label: string) {
  const person = new Person(new URL(topology.url), recorder);
  const email = `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@scale.test`;
  const password = 'scale test password 9';
  for (let attempt = 0; ; attempt += 1) {
    const registered = await person.request('sign-up', 'POST', '/api/register', { body: { name: 'Scale Tester', email, password, password_confirmation: password, terms: true } });
    if (registered.status === 201) break;
    if (attempt > 5) throw new Error(`register answered ${registered.status}: ${registered.text.slice(0, 300)}`);
    await sleep(500);
  }
  let link: URL | undefined;
  for (let attempt = 0; attempt < 200 && !link; attempt += 1) {
    const rows = await topology.query<{ text: string }>('select text from mail_outbox where to_address = $1', [email]);
    const match = rows.map((row) => /(https?:\/\/\S+\/email\/verify\?\S+)/.exec(row.text)).find(Boolean);
    if (match) link = new URL(match[1]!);
    else await sleep(100);
  }
  if (!link) throw new Error(`no verification e-mail for ${email}`);
  const verified = await person.request('sign-up', 'POST', '/api/email/verify', { body: { id: Number(link.searchParams.get('id')), hash: link.searchParams.get('hash') } });
  person.token = (verified.json.data as { token?: string } | undefined)?.token;
  if (!person.token) throw new Error(`verify answered ${verified.status}: ${verified.text.slice(0, 300)}`);
  return person;
}

interface Website {
  id: number;
  version: number;
  subdomain: string;
  intro: string | null;
  experiences: Array<{ id: number; position: string }>;
}

/** A website of its own with one experience; `publish` also puts it online. */
export async function websiteOf(person: Person, name: string, publish: boolean) {
  const created = await person.request('seed', 'POST', '/api/websites', { body: { name } });
  if (created.status !== 201) throw new Error(`create website answered ${created.status}: ${created.text.slice(0, 300)}`);
  let website = created.json.website as Website;
  const added = await person.request('seed', 'POST', `/api/websites/${website.id}/experiences`, {
    body: { version: website.version, position: 'Engineer', name: 'Acme', date: 'Jan 2020 - Present', description: 'Builds things that stay up.' },
  });
  if (added.status !== 201) throw new Error(`add experience answered ${added.status}: ${added.text.slice(0, 300)}`);
  website = { ...website, version: added.json.website_version as number };
  if (publish) {
    const published = await person.request('seed', 'POST', `/api/websites/${website.id}/publish`, { body: { version: website.version } });
    if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${published.text.slice(0, 300)}`);
    website = published.json.website as Website;
  }
  return website;
}

/** A visitor reading published sites, a page every half second to second and a half. */
export async function visit(person: Person, subdomains: string[], port: number, running: () => boolean) {
  // Visitors arrive over the first seconds, not all in the same millisecond.
  await sleep(between(0, 2000));
  while (running()) {
    const subdomain = subdomains[Math.floor(Math.random() * subdomains.length)]!;
    await person.request('site page', 'GET', '/', { host: `${subdomain}.localhost:${port}`, discard: true });
    await sleep(between(500, 1500));
  }
}

export interface EditorOutcome {
  websiteId: number;
  acknowledged: number;
  /** Acknowledged writes not found when read back. */
  lost: string[];
  /** Writes answered 5xx or not at all: they may or may not have been applied, so they prove nothing. */
  unknown: number;
  conflicts: number;
}

/**
 * An editor in the builder: every second or two, alternately adds an experience and saves the
 * intro, each with the version the last answer gave. A 409 reloads the version, as the builder
 * offers; an unanswered write is retried by the next save. At the end every acknowledged write is
 * read back: each experience it added, and the intro of its last acknowledged save (or of a later
 * save whose answer was lost).
 */
export async function edit(person: Person, initial: Website, running: () => boolean): Promise<EditorOutcome> {
  let version = initial.version;
  const added: Array<{ id: number; position: string }> = [];
  let ackedIntro: string | null = initial.intro;
  let laterIntros: string[] = [];
  let unknown = 0;
  let conflicts = 0;
  let acknowledged = 0;
  let round = 0;
  const reload = async () => {
    const current = await person.request('editor read', 'GET', `/api/websites/${initial.id}`);
    if (current.status === 200) version = (current.json.website as Website).version;
  };
  while (running()) {
    round += 1;
    let answer: Answer;
    if (round % 2 === 1) {
      const position = `Role ${round} of editor ${initial.id}`;
      answer = await person.request('editor save', 'POST', `/api/websites/${initial.id}/experiences`, { body: { version, position, name: 'Acme', date: 'Jan 2021 - Present' } });
      if (answer.status === 201) {
        added.push({ id: (answer.json.experience as { id: number }).id, position });
        acknowledged += 1;
        version = answer.json.website_version as number;
      }
    } else {
      const intro = `Saved in round ${round}`;
      answer = await person.request('editor save', 'PUT', `/api/websites/${initial.id}`, { body: { version, intro } });
      if (answer.status === 200) {
        ackedIntro = intro;
        laterIntros = [];
        acknowledged += 1;
        version = (answer.json.website as Website).version;
      } else if (unanswered(answer)) laterIntros.push(intro);
    }
    if (answer.status === 409) {
      conflicts += 1;
      await reload();
    } else if (unanswered(answer)) {
      unknown += 1;
      await reload();
    } else if (answer.status >= 400) throw new Error(`save answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    await sleep(between(1000, 2000));
  }

  let final: Answer | undefined;
  for (let attempt = 0; attempt < 10 && (!final || final.status !== 200); attempt += 1) {
    if (attempt > 0) await sleep(500);
    final = await person.request('editor read', 'GET', `/api/websites/${initial.id}`);
  }
  const website = final!.json.website as Website;
  const lost: string[] = [];
  const stored = new Map(website.experiences.map((experience) => [experience.id, experience.position]));
  for (const experience of added) if (stored.get(experience.id) !== experience.position) lost.push(`experience ${experience.id} "${experience.position}"`);
  if (website.intro !== ackedIntro && !laterIntros.includes(website.intro ?? '')) lost.push(`intro "${ackedIntro}" (read back "${website.intro}")`);
  return { websiteId: initial.id, acknowledged, lost, unknown, conflicts };
}

const fixtures = path.join(root, 'packages/cv-parser/fixtures/docs');
/** Real CVs in the formats people send: PDFs, Word documents and scans (read by OCR: the slow ones). */
export const cvFiles = [
  'helena-voss.pdf-export.pdf',
  'katharina-schneider.docx-single.docx',
  'javier-morales.pdf-sidebar.pdf',
  'luca-bianchi.doc-single.doc',
  'priya-raman.pdf-latex.pdf',
  'marcus-oyelaran.docx-table.docx',
  'olivia-chen.scan.pdf',
  'sam-oconnor.pdf-right.pdf',
  'camille-dubois.scan.pdf',
  'beatriz-almeida.scan.pdf',
];
const types: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

export interface Onboarding {
  file: string;
  finished: boolean;
  websiteId?: number;
  error?: string;
  /** Upload to website, and the parse alone (the worker's part). */
  totalMs?: number;
  parseMs?: number;
}

/**
 * The whole onboarding of one person, as the SPA drives it: upload the CV, ask for the parse, follow
 * the session until review, create the website from it, complete. Each step is tried again when it
 * goes unanswered (an instance lost under it), as the SPA's retry does; the steps are idempotent.
 */
export async function onboard(person: Person, file: string, outcome: Onboarding, deadline: number) {
  const step = async (kind: string, method: string, url: string, options: Parameters<Person['request']>[3], ok: (answer: Answer) => boolean) => {
    for (;;) {
      const answer = await person.request(kind, method, url, options);
      if (ok(answer)) return answer;
      if (!unanswered(answer) || Date.now() > deadline) throw new Error(`${kind} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      await sleep(1000);
    }
  };
  const started = performance.now();
  try {
    const bytes = await fs.readFile(path.join(fixtures, file));
    const upload = multipartFile('cv_file', file, bytes, types[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
    const uploaded = await step('onboarding upload', 'POST', '/api/onboarding/upload-cv', { raw: upload, timeoutMs: 120_000 }, (answer) => answer.status === 200);
    const { session_id: sessionId, stored_path: storedPath, use_vision_parsing: vision } = uploaded.json as { session_id: string; stored_path: string | null; use_vision_parsing: boolean };
    await step('onboarding parse', 'POST', '/api/onboarding/parse-cv', { body: { session_id: sessionId, stored_path: storedPath, use_vision_parsing: vision } }, (answer) => answer.status === 200);
    const parseStarted = performance.now();
    for (;;) {
      const state = await person.request('onboarding status', 'GET', `/api/onboarding/session?session_id=${sessionId}`);
      const session = state.json.session as { step: string; job_state: string; error: string | null } | undefined;
      if (session?.job_state === 'failed') throw new Error(`parse failed: ${session.error}`);
      if (session?.step === 'review' && session.job_state === 'done') break;
      if (Date.now() > deadline) throw new Error(`still ${session?.step}/${session?.job_state} at the deadline`);
      await sleep(1000);
    }
    outcome.parseMs = performance.now() - parseStarted;
    const created = await step('onboarding create', 'POST', '/api/onboarding/create-website', { body: { type: 'cv', session_id: sessionId } }, (answer) => answer.status === 200);
    outcome.websiteId = (created.json.website as { id: number }).id;
    await step('onboarding complete', 'POST', '/api/onboarding/complete', {}, (answer) => answer.status === 200);
    const listed = await step('onboarding status', 'GET', '/api/websites', {}, (answer) => answer.status === 200);
    if (!(listed.json.websites as Array<{ id: number }>).some((website) => website.id === outcome.websiteId)) throw new Error('the website made is not listed');
    outcome.finished = true;
    outcome.totalMs = performance.now() - started;
  } catch (error) {
    outcome.error = error instanceof Error ? error.message : String(error);
  }
}
