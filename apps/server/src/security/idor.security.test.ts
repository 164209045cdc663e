import { zipSync, strToU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, userOnPlan } from '../../test/accounts';
import { multipart, multipartBody, type Part } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSoftAuthenticator } from '../../test/webauthn';

/**
 * The IDOR matrix: every operation of the OpenAPI document that takes an id (in its path, its
 * query or its body) is called by user B with user A's ids. Each answers 403 or 404 (a few bulk
 * operations ignore ids that are not yours and say so below), and A's data is the same after.
 * A new operation with an id fails the coverage check until it is added here or listed as not owned.
 */

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown>; anyOf?: { properties?: Record<string, unknown> }[] } }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Inputs that name something: path parameters, and query or body fields that carry an id. */
const isIdName = (name: string) => /(^|_)ids?$|^cache_key$|^ticket$/.test(name);
function takesId(path: string, operation: Operation): boolean {
  if (/\{[^}]+\}/.test(path)) return true;
  if ((operation.parameters ?? []).some((parameter) => parameter.in === 'query' && isIdName(parameter.name))) return true;
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const properties = [schema?.properties ?? {}, ...(schema?.anyOf ?? []).map((variant) => variant.properties ?? {})];
  return properties.some((shape) => Object.keys(shape).some(isIdName));
}

/** Operations with an id that belongs to no user, and why. */
const notOwned: Record<string, string> = {
  'GET /api/templates/{slug}/preview.webp': 'a template, the same for everyone',
  'POST /api/email/verify': 'the id is checked against the secret hash e-mailed to that user (auth.test.ts)',
  'GET /api/notifications/stream': 'its ticket is sealed for one user by the server; no id to swap',
  'GET /blog/{slug}': "a published site's page, public by design (drafts and private sites have their own tests)",
  'GET /_assets/{*}': "the templates' own files",
  'GET /uploads/{*}': 'uploaded pictures are public by content address; CVs are never served',
  'GET /assets/{*}': "the SPA's build files",
  'POST /api/websites/import':
    "the ids in an export file only link its posts to its own sections; the import creates a website for the caller and never reads a row by them (websites-export.test.ts)",
};

const test: TestApp = await createTestApp();
afterAll(() => test.close());
const document = (await test.app.inject({ url: '/api/docs/json' })).json<Document>();
const withIds = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => takesId(path, operation))
    .map(([method]) => `${method.toUpperCase()} ${path}`),
);

type User = Awaited<ReturnType<typeof userOnPlan>>;
interface Fixtures {
  website: number;
  version: number;
  subdomain: string;
  experience: number;
  education: number;
  skill: number;
  project: number;
  training: number;
  blogPost: number;
  projectImage: string;
  picture: string;
  session: string;
  contactRequest: number;
  notification: number;
  checkout: string;
  otherTemplate: string;
  signedInSession: number;
  accessToken: number;
  userId: number;
  customDomain: number;
  supportTicket: number;
  mail: number;
  offer: number;
  subscription: number;
  dataExport: number;
  snapshot: number;
  passkey: number;
}
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
  parts?: Part[];
  /** Bulk operations that skip ids that are not yours answer 200 and change nothing of A's. */
  ignores?: true;
}

let photo: Buffer;
const cvText = `Ada Lovelace\nMathematician\n${'Wrote the first program for the Analytical Engine. '.repeat(4)}`;

/** What B sends for each operation, with A's ids. */
const owned: Record<string, (a: Fixtures) => Call> = {
  'POST /api/websites/{id}/clone': (a) => ({ method: 'POST', url: `/api/websites/${a.website}/clone` }),
  'GET /api/account/data-exports/{id}/file': (a) => ({ method: 'GET', url: `/api/account/data-exports/${a.dataExport}/file` }),
  // B holds no link for A's export: any expiry and token B can make answers 404.
  'GET /api/account/data-exports/{id}/download': (a) => ({ method: 'GET', url: `/api/account/data-exports/${a.dataExport}/download?expires=${Date.now() + 86_400_000}&token=forged-by-b` }),
  'GET /api/websites/{id}/export': (a) => ({ method: 'GET', url: `/api/websites/${a.website}/export?format=json` }),
  'GET /api/websites/{id}': (a) => ({ method: 'GET', url: `/api/websites/${a.website}` }),
  'PUT /api/websites/{id}': (a) => ({ method: 'PUT', url: `/api/websites/${a.website}`, payload: { version: a.version, name: 'Taken over' } }),
  'DELETE /api/websites/{id}': (a) => ({ method: 'DELETE', url: `/api/websites/${a.website}` }),
  'PATCH /api/websites/{id}/builder': (a) => ({ method: 'PATCH', url: `/api/websites/${a.website}/builder`, payload: { version: a.version, intro: 'Taken over' } }),
  'POST /api/websites/{id}/publish': (a) => ({ method: 'POST', url: `/api/websites/${a.website}/publish`, payload: { version: a.version } }),
  'POST /api/websites/{id}/unpublish': (a) => ({ method: 'POST', url: `/api/websites/${a.website}/unpublish`, payload: { version: a.version } }),
  'PUT /api/websites/{id}/template': (a) => ({ method: 'PUT', url: `/api/websites/${a.website}/template`, payload: { version: a.version, template_slug: a.otherTemplate } }),
  'POST /api/websites/{id}/activate': (a) => ({ method: 'POST', url: `/api/websites/${a.website}/activate` }),
  'GET /api/websites/{id}/analytics': (a) => ({ method: 'GET', url: `/api/websites/${a.website}/analytics?range=week` }),
  'GET /api/websites/{id}/template-data/{category}': (a) => ({ method: 'GET', url: `/api/websites/${a.website}/template-data/modern` }),
  'PUT /api/websites/{id}/template-data/{category}': (a) => ({ method: 'PUT', url: `/api/websites/${a.website}/template-data/modern`, payload: { version: a.version, data: {} } }),
  'POST /api/websites/{id}/picture': (a) => ({ method: 'POST', url: `/api/websites/${a.website}/picture?version=${a.version}`, parts: [{ name: 'picture', filename: 'me.png', bytes: photo, type: 'image/png' }] }),
  'DELETE /api/websites/{id}/picture': (a) => ({ method: 'DELETE', url: `/api/websites/${a.website}/picture?version=${a.version}` }),
  'POST /api/projects/{id}/images': (a) => ({ method: 'POST', url: `/api/projects/${a.project}/images?version=${a.version}`, parts: [{ name: 'image', filename: 'shot.png', bytes: photo, type: 'image/png' }] }),
  'DELETE /api/projects/{id}/images': (a) => ({ method: 'DELETE', url: `/api/projects/${a.project}/images?version=${a.version}&img=${encodeURIComponent(a.projectImage)}` }),
  'POST /api/sites/access-ticket': (a) => ({ method: 'POST', url: '/api/sites/access-ticket', payload: { purpose: 'preview', website_id: a.website, path: '/' } }),
  'GET /api/onboarding/session': (a) => ({ method: 'GET', url: `/api/onboarding/session?session_id=${a.session}` }),
  'PATCH /api/onboarding/session': (a) => ({ method: 'PATCH', url: '/api/onboarding/session', payload: { session_id: a.session, step: 'review' } }),
  'DELETE /api/onboarding/session': (a) => ({ method: 'DELETE', url: `/api/onboarding/session?session_id=${a.session}` }),
  // Starting over forgets the given session if it is yours and always gives you a new one.
  'POST /api/onboarding/start-over': (a) => ({ method: 'POST', url: '/api/onboarding/start-over', payload: { session_id: a.session }, ignores: true }),
  'GET /api/onboarding/session-data': (a) => ({ method: 'GET', url: `/api/onboarding/session-data?session_id=${a.session}` }),
  'GET /api/onboarding/cv-ready-data': (a) => ({ method: 'GET', url: `/api/onboarding/cv-ready-data?cache_key=${a.session}` }),
  'POST /api/onboarding/parse-cv': (a) => ({ method: 'POST', url: '/api/onboarding/parse-cv', payload: { session_id: a.session, cv_text: cvText, use_vision_parsing: false } }),
  'POST /api/onboarding/proceed-to-template-matching': (a) => ({ method: 'POST', url: '/api/onboarding/proceed-to-template-matching', payload: { session_id: a.session } }),
  'POST /api/onboarding/create-website': (a) => ({ method: 'POST', url: '/api/onboarding/create-website', payload: { type: 'demo', template_slug: 'modern', session_id: a.session } }),
  'GET /api/onboarding/events': (a) => ({ method: 'GET', url: `/api/onboarding/events?session_id=${a.session}` }),
  'GET /api/checkout/sessions/{id}': (a) => ({ method: 'GET', url: `/api/checkout/sessions/${a.checkout}` }),
  'POST /api/checkout/sessions/{id}/complete': (a) => ({ method: 'POST', url: `/api/checkout/sessions/${a.checkout}/complete` }),
  'POST /api/checkout/sessions/{id}/cancel': (a) => ({ method: 'POST', url: `/api/checkout/sessions/${a.checkout}/cancel` }),
  'POST /api/notifications/mark-read': (a) => ({ method: 'POST', url: '/api/notifications/mark-read', payload: { ids: [a.notification] } }),
  'PATCH /api/contact-requests/{id}': (a) => ({ method: 'PATCH', url: `/api/contact-requests/${a.contactRequest}`, payload: { status: 'spam' } }),
  'DELETE /api/contact-requests/{id}': (a) => ({ method: 'DELETE', url: `/api/contact-requests/${a.contactRequest}` }),
  'DELETE /api/sessions/{id}': (a) => ({ method: 'DELETE', url: `/api/sessions/${a.signedInSession}` }),
  'DELETE /api/tokens/{id}': (a) => ({ method: 'DELETE', url: `/api/tokens/${a.accessToken}` }),
  'PATCH /api/passkeys/{id}': (a) => ({ method: 'PATCH', url: `/api/passkeys/${a.passkey}`, payload: { name: 'Taken over' } }),
  'DELETE /api/passkeys/{id}': (a) => ({ method: 'DELETE', url: `/api/passkeys/${a.passkey}` }),
  // The admin API, called by B (a user) on A: refused by role (403) before any id is looked at.
  'GET /api/admin/users/{id}': (a) => ({ method: 'GET', url: `/api/admin/users/${a.userId}` }),
  'GET /api/admin/subscriptions/{id}': (a) => ({ method: 'GET', url: `/api/admin/subscriptions/${a.subscription}` }),
  'DELETE /api/admin/users/{id}': (a) => ({ method: 'DELETE', url: `/api/admin/users/${a.userId}` }),
  'POST /api/admin/users/{id}/verify': (a) => ({ method: 'POST', url: `/api/admin/users/${a.userId}/verify` }),
  'POST /api/admin/users/{id}/activate': (a) => ({ method: 'POST', url: `/api/admin/users/${a.userId}/activate` }),
  'POST /api/admin/users/{id}/deactivate': (a) => ({ method: 'POST', url: `/api/admin/users/${a.userId}/deactivate` }),
  'POST /api/admin/users/{id}/plan': (a) => ({ method: 'POST', url: `/api/admin/users/${a.userId}/plan`, payload: { plan: 'free' } }),
  'POST /api/admin/users/{id}/password-reset': (a) => ({ method: 'POST', url: `/api/admin/users/${a.userId}/password-reset` }),
  'POST /api/admin/users/{id}/impersonate': (a) => ({ method: 'POST', url: `/api/admin/users/${a.userId}/impersonate` }),
  'POST /api/admin/restore-session': (a) => ({ method: 'POST', url: '/api/admin/restore-session', payload: { admin_id: a.userId } }),
  'POST /api/admin/websites/{id}/unpublish': (a) => ({ method: 'POST', url: `/api/admin/websites/${a.website}/unpublish` }),
  'POST /api/admin/websites/{id}/suspend': (a) => ({ method: 'POST', url: `/api/admin/websites/${a.website}/suspend`, payload: { reason: 'Taken over' } }),
  'POST /api/admin/websites/{id}/unsuspend': (a) => ({ method: 'POST', url: `/api/admin/websites/${a.website}/unsuspend` }),
  // Waiting-list entries are the admin's to invite; a user is refused by role whatever the ids.
  'POST /api/admin/waiting-list/invite': () => ({ method: 'POST', url: '/api/admin/waiting-list/invite', payload: { ids: [1] } }),
  'GET /api/support/tickets/{id}': (a) => ({ method: 'GET', url: `/api/support/tickets/${a.supportTicket}` }),
  'POST /api/support/tickets/{id}/messages': (a) => ({ method: 'POST', url: `/api/support/tickets/${a.supportTicket}/messages`, payload: { message: 'Taken over' } }),
  'GET /api/admin/support/{id}': (a) => ({ method: 'GET', url: `/api/admin/support/${a.supportTicket}` }),
  'POST /api/admin/support/{id}/reply': (a) => ({ method: 'POST', url: `/api/admin/support/${a.supportTicket}/reply`, payload: { message: 'Taken over' } }),
  'POST /api/admin/support/{id}/close': (a) => ({ method: 'POST', url: `/api/admin/support/${a.supportTicket}/close` }),
  'POST /api/admin/support/{id}/reopen': (a) => ({ method: 'POST', url: `/api/admin/support/${a.supportTicket}/reopen` }),
  'GET /api/admin/offers/{id}': (a) => ({ method: 'GET', url: `/api/admin/offers/${a.offer}` }),
  'PATCH /api/admin/offers/{id}': (a) => ({ method: 'PATCH', url: `/api/admin/offers/${a.offer}`, payload: { active: false } }),
  'DELETE /api/admin/offers/{id}': (a) => ({ method: 'DELETE', url: `/api/admin/offers/${a.offer}` }),
  'POST /api/admin/mail-outbox/{id}/resend': (a) => ({ method: 'POST', url: `/api/admin/mail-outbox/${a.mail}/resend` }),
};
const sections = { experiences: 'experience', educations: 'education', skills: 'skill', projects: 'project', training: 'training' } as const;
const itemBodies: Record<string, object> = {
  experiences: { position: 'Taken over', name: 'Intruder Ltd', date: '2020' },
  educations: { degree: 'BSc', name: 'Intruder University', date: '2019' },
  skills: { title: 'Taken over', info: [{ name: 'Intrusion', level: 'expert' }] },
  projects: { title: 'Taken over', description: 'Not yours' },
  trainings: { title: 'Taken over', institute: 'Intruder Institute' },
};
const itemOf = (a: Fixtures, plural: string) => a[(plural === 'trainings' ? 'training' : sections[plural as keyof typeof sections]) as 'experience'];
for (const plural of Object.keys(itemBodies)) {
  owned[`GET /api/websites/{id}/${plural}`] = (a) => ({ method: 'GET', url: `/api/websites/${a.website}/${plural}` });
  owned[`POST /api/websites/{id}/${plural}`] = (a) => ({ method: 'POST', url: `/api/websites/${a.website}/${plural}`, payload: { version: a.version, ...itemBodies[plural] } });
  owned[`PUT /api/${plural}/{id}`] = (a) => ({ method: 'PUT', url: `/api/${plural}/${itemOf(a, plural)}`, payload: { version: a.version, ...itemBodies[plural] } });
  owned[`DELETE /api/${plural}/{id}`] = (a) => ({ method: 'DELETE', url: `/api/${plural}/${itemOf(a, plural)}?version=${a.version}` });
  owned[`POST /api/${plural}/reorder`] = (a) => ({ method: 'POST', url: `/api/${plural}/reorder`, payload: { website_id: a.website, version: a.version, [plural]: [itemOf(a, plural)] } });
}

const postBody = { title: 'Taken over', content: '<p>Not yours</p>' };
owned['GET /api/websites/{id}/blog-posts'] = (a) => ({ method: 'GET', url: `/api/websites/${a.website}/blog-posts` });
owned['POST /api/websites/{id}/blog-posts'] = (a) => ({ method: 'POST', url: `/api/websites/${a.website}/blog-posts`, payload: { version: a.version, ...postBody } });
owned['PUT /api/blog-posts/{id}'] = (a) => ({ method: 'PUT', url: `/api/blog-posts/${a.blogPost}`, payload: { version: a.version, ...postBody } });
owned['DELETE /api/blog-posts/{id}'] = (a) => ({ method: 'DELETE', url: `/api/blog-posts/${a.blogPost}?version=${a.version}` });
owned['POST /api/blog-posts/reorder'] = (a) => ({ method: 'POST', url: '/api/blog-posts/reorder', payload: { website_id: a.website, version: a.version, blogPosts: [a.blogPost] } });
owned['POST /api/websites/{id}/blog-images'] = (a) => ({ method: 'POST', url: `/api/websites/${a.website}/blog-images`, parts: [{ name: 'image', filename: 'shot.png', bytes: photo, type: 'image/png' }] });
owned['PUT /api/websites/{id}/analytics'] = (a) => ({ method: 'PUT', url: `/api/websites/${a.website}/analytics`, payload: { version: a.version, analytics_enabled: true, google_analytics_id: 'G-ABCDE12345' } });
owned['GET /api/websites/{id}/custom-domains'] = (a) => ({ method: 'GET', url: `/api/websites/${a.website}/custom-domains` });
owned['POST /api/websites/{id}/custom-domains'] = (a) => ({ method: 'POST', url: `/api/websites/${a.website}/custom-domains`, payload: { domain: 'taken-over.example.com' } });
owned['POST /api/custom-domains/{id}/verify'] = (a) => ({ method: 'POST', url: `/api/custom-domains/${a.customDomain}/verify` });
owned['DELETE /api/custom-domains/{id}'] = (a) => ({ method: 'DELETE', url: `/api/custom-domains/${a.customDomain}` });
owned['GET /api/websites/{id}/snapshots'] = (a) => ({ method: 'GET', url: `/api/websites/${a.website}/snapshots` });
owned['GET /api/websites/{id}/snapshots/{snapshot_id}'] = (a) => ({ method: 'GET', url: `/api/websites/${a.website}/snapshots/${a.snapshot}` });
owned['POST /api/websites/{id}/snapshots/{snapshot_id}/restore'] = (a) => ({ method: 'POST', url: `/api/websites/${a.website}/snapshots/${a.snapshot}/restore`, payload: { version: a.version } });
owned['GET /api/websites/{id}/analytics/preview'] = (a) => ({ method: 'GET', url: `/api/websites/${a.website}/analytics/preview` });

/** Multipart routes: their session id travels in a form field, which the document does not describe. */
const multipartCases: Record<string, (a: Fixtures) => Call> = {
  'POST /api/onboarding/upload-cv (form field session_id)': (a) => ({
    method: 'POST',
    url: '/api/onboarding/upload-cv',
    parts: [
      { name: 'session_id', value: a.session },
      { name: 'cv_file', filename: 'cv.txt', bytes: Buffer.from(cvText), type: 'text/plain' },
    ],
  }),
  'POST /api/onboarding/upload-profile-picture (form field session_id)': (a) => ({
    method: 'POST',
    url: '/api/onboarding/upload-profile-picture',
    parts: [
      { name: 'session_id', value: a.session },
      { name: 'profile_picture', filename: 'me.png', bytes: photo, type: 'image/png' },
    ],
  }),
  'POST /api/onboarding/import-linkedin (form field session_id)': (a) => ({
    method: 'POST',
    url: '/api/onboarding/import-linkedin',
    parts: [
      { name: 'session_id', value: a.session },
      { name: 'linkedin_zip', filename: 'export.zip', bytes: Buffer.from(zipSync({ 'Profile.csv': strToU8('First Name,Last Name\nEve,Intruder\n') })), type: 'application/zip' },
    ],
  }),
};

let a: User;
let b: User;
/** B's read-and-write access token (B is on premium, so the token works). */
let bToken: string;
let fixtures: Fixtures;

async function send(user: User, call: Call, token = user.token) {
  if (call.parts) {
    const body = multipartBody(call.parts);
    return test.app.inject({ method: call.method, url: call.url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  }
  return test.app.inject({ method: call.method, url: call.url, headers: bearer(token), ...(call.payload ? { payload: call.payload } : {}) });
}

const setPlan = async (user: User, plan: 'pro' | 'premium') => {
  const { users } = await import('../features/auth/auth.tables');
  await test.database.db.update(users).set({ current_plan: plan }).where(eq(users.id, user.id));
};

async function ok(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body) as Record<string, unknown> & { website_version: number };
}

beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa3366' } }).png().toBuffer();
  a = await userOnPlan(test, 'pro');
  b = await userOnPlan(test, 'premium');
  const madeByB = await b.request('POST', '/api/tokens', { name: 'B script', scope: 'write' });
  bToken = (await ok(madeByB, 201)).token as string;
  // A made a token while on premium, and keeps it on pro.
  await setPlan(a, 'premium');
  const madeByA = (await ok(await a.request('POST', '/api/tokens', { name: 'A script', scope: 'read' }), 201)) as unknown as { data: { id: number } };
  await setPlan(a, 'pro');
  const website = await a.createWebsite('Owner A');
  let version = website.version;
  const ids: Record<string, number> = {};
  for (const [plural, body] of Object.entries(itemBodies)) {
    const created = await ok(await a.request('POST', `/api/websites/${website.id}/${plural}`, { version, ...body }), 201);
    ids[plural] = (Object.values(created).find((value) => typeof value === 'object' && value !== null && 'id' in value) as { id: number }).id;
    version = created.website_version;
  }
  const posted = (await ok(await a.request('POST', `/api/websites/${website.id}/blog-posts`, { version, title: 'Owned post', content: '<p>Mine</p>', status: 'published' }), 201)) as unknown as { blogPost: { id: number }; website_version: number };
  version = posted.website_version;
  const upload = (url: string, field: string) => {
    const body = multipart(field, 'a.png', photo, 'image/png');
    return test.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(a.token) } });
  };
  const pictured = await ok(await upload(`/api/websites/${website.id}/picture?version=${version}`, 'picture'));
  const picture = (pictured as unknown as { website: { flat_picture: string; version: number } }).website;
  version = picture.version;
  const imaged = (await ok(await upload(`/api/projects/${ids.projects}/images?version=${version}`, 'image'))) as unknown as { image: { img: string }; website_version: number };
  version = imaged.website_version;
  const published = (await ok(await a.request('POST', `/api/websites/${website.id}/publish`, { version }))) as unknown as { website: { version: number } };
  version = published.website.version;
  const contact = await test.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { host: `${website.subdomain}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello A' }).toString(),
  });
  expect(contact.headers.location).toBe('/?contact=sent#contact');
  const inbox = (await ok(await a.request('GET', '/api/contact-requests'))) as unknown as { data: { id: number }[] };
  const notifications = (await ok(await a.request('GET', '/api/notifications'))) as unknown as { data: { id: number }[] };
  const session = (await ok(await a.request('POST', '/api/onboarding/start'))) as unknown as { session_id: string };
  const checkout = (await ok(await a.request('POST', '/api/checkout/session', { plan: 'premium', billing_cycle: 'monthly' }))) as unknown as { data: { session_id: string } };
  const templates = (await ok(await test.app.inject({ url: '/api/templates' }))) as unknown as { data: { slug: string; tier: string }[] };
  const signedIn = (await ok(await a.request('GET', '/api/sessions'))) as unknown as { data: { id: number }[] };
  const ticket = (await ok(await a.request('POST', '/api/support', { subject: 'Owned ticket', message: 'Mine' }), 201)) as unknown as { reference: string };
  const { mailOutbox } = await import('../platform/db/platform.tables');
  const { offers } = await import('../features/offers/offers.tables');
  const [offer] = await test.database.db.insert(offers).values({ code: `IDOR${Date.now().toString(36).toUpperCase()}`, percent_off: 10 }).returning({ id: offers.id });
  const [mail] = await test.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to_address, a.email));
  const { subscriptions } = await import('../features/subscriptions/subscriptions.tables');
  const [subscription] = await test.database.db.insert(subscriptions).values({ user_id: a.id, plan: 'pro', status: 'active', provider: 'admin' }).returning({ id: subscriptions.id });
  const dataExport = (await ok(await a.request('POST', '/api/account/data-exports'), 202)) as unknown as { data_export: { id: number } };
  const history = (await ok(await a.request('GET', `/api/websites/${website.id}/snapshots`))) as unknown as { snapshots: { id: number }[] };
  const registration = (await ok(await a.request('POST', '/api/passkeys/options'))) as unknown as { data: { challenge: string; rp: { id?: string }; user: { id: string } } };
  const passkey = (await ok(await a.request('POST', '/api/passkeys', { credential: createSoftAuthenticator().register(registration.data).response }), 201)) as unknown as { data: { id: number } };
  const domain = (await ok(await a.request('POST', `/api/websites/${website.id}/custom-domains`, { domain: `owned-${Date.now().toString(36)}.example.com` }), 201)) as unknown as { domain: { id: number } };
  fixtures = {
    website: website.id,
    version,
    subdomain: website.subdomain,
    experience: ids.experiences!,
    education: ids.educations!,
    skill: ids.skills!,
    project: ids.projects!,
    training: ids.trainings!,
    blogPost: posted.blogPost.id,
    projectImage: imaged.image.img,
    picture: picture.flat_picture,
    session: session.session_id,
    contactRequest: inbox.data[0]!.id,
    notification: notifications.data[0]!.id,
    checkout: checkout.data.session_id,
    otherTemplate: templates.data.find((template) => template.tier === 'free' && template.slug !== 'modern')!.slug,
    signedInSession: signedIn.data[0]!.id,
    accessToken: madeByA.data.id,
    userId: a.id,
    customDomain: domain.domain.id,
    supportTicket: Number(ticket.reference.slice('SUP-'.length)),
    mail: mail!.id,
    offer: offer!.id,
    subscription: subscription!.id,
    dataExport: dataExport.data_export.id,
    // Taken when A published the website above.
    snapshot: history.snapshots[0]!.id,
    passkey: passkey.data.id,
  };
});

/** Everything of A's that a call could change, as A sees it. */
async function stateOfA() {
  const read = async (url: string) => {
    const response = await a.request('GET', url);
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  return {
    websites: await read('/api/websites'),
    website: await read(`/api/websites/${fixtures.website}`),
    snapshots: await read(`/api/websites/${fixtures.website}/snapshots`),
    templateData: await read(`/api/websites/${fixtures.website}/template-data/modern`),
    session: await read(`/api/onboarding/session?session_id=${fixtures.session}`),
    inbox: await read('/api/contact-requests'),
    unread: await read('/api/notifications/unread-count'),
    checkout: await read(`/api/checkout/sessions/${fixtures.checkout}`),
    pictureServed: (await test.app.inject({ url: fixtures.picture })).statusCode,
    sessions: (await a.request('GET', '/api/sessions')).json<{ data: { id: number }[] }>().data.map((session) => session.id),
    tokens: await read('/api/tokens'),
    passkeys: await read('/api/passkeys'),
    user: await read('/api/user'),
    subscription: await read('/api/subscription/current'),
    supportTickets: await read('/api/support/tickets'),
    supportTicket: await read(`/api/support/tickets/${fixtures.supportTicket}`),
    // Which domains, and where they stand (the background's own checks may note a time meanwhile).
    domains: (await a.request('GET', `/api/websites/${fixtures.website}/custom-domains`))
      .json<{ domains: { id: number; domain: string; status: string; verification: unknown; dns_instructions: { verification: unknown } }[] }>()
      .domains.map((item) => ({ id: item.id, domain: item.domain, status: item.status, verification: item.dns_instructions.verification })),
  };
}

async function websitesOfB() {
  return (await b.request('GET', '/api/websites')).json<{ data?: unknown[]; websites?: unknown[] }>();
}

describe('IDOR matrix', () => {
  it('covers every operation of the OpenAPI document that takes an id', () => {
    expect(withIds.length).toBeGreaterThan(50);
    const uncovered = withIds.filter((operation) => !(operation in owned) && !(operation in notOwned));
    expect(uncovered, 'add each to the matrix, or to notOwned with the reason').toEqual([]);
    const stale = Object.keys(owned).filter((operation) => !withIds.includes(operation));
    expect(stale, 'operations in the matrix that the document no longer has').toEqual([]);
  });

  // The same operation again with its other options.
  const variants: Record<string, (a: Fixtures) => Call> = {
    'GET /api/websites/{id}/export?format=json-resume': (a) => ({ method: 'GET', url: `/api/websites/${a.website}/export?format=json-resume` }),
    'GET /api/websites/{id}/export?format=pdf': (a) => ({ method: 'GET', url: `/api/websites/${a.website}/export?format=pdf` }),
    'GET /api/websites/{id}/export?format=zip': (a) => ({ method: 'GET', url: `/api/websites/${a.website}/export?format=zip` }),
  };

  it.for([...Object.entries(owned), ...Object.entries(variants), ...Object.entries(multipartCases)])("%s: B with A's ids is refused and A's data is unchanged", async ([, build]) => {
    const before = await stateOfA();
    const bBefore = await websitesOfB();
    const call = build(fixtures);
    const response = await send(b, call);
    if (call.ignores) expect(response.statusCode, response.body).toBe(200);
    else expect([403, 404], `${call.method} ${call.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    expect(await stateOfA()).toEqual(before);
    expect(await websitesOfB()).toEqual(bBefore);
  });

  // The operations that take an access token, called again with B's read-and-write token.
  const takesToken = new Set(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.some((scheme) => 'accessToken' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
  it('has operations that take access tokens', () => {
    expect(Object.keys(owned).filter((operation) => takesToken.has(operation)).length).toBeGreaterThan(30);
  });
  it.for(Object.entries(owned).filter(([operation]) => takesToken.has(operation)))("%s: B's access token with A's ids is refused and A's data is unchanged", async ([, build]) => {
    const before = await stateOfA();
    const call = build(fixtures);
    const response = await send(b, call, bToken);
    if (call.ignores) expect(response.statusCode, response.body).toBe(200);
    else expect([403, 404], `${call.method} ${call.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`).toContain(response.statusCode);
    // Refused for ownership (404), never for the token itself: B's token works.
    expect(response.json<{ code?: string }>().code).not.toMatch(/^(token_|subscription_required|unauthenticated)/);
    expect(await stateOfA()).toEqual(before);
  });
});
