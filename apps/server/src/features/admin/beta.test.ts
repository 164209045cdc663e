import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerAdmin, registerVerified } from '../../../test/accounts';
import { multipart, multipartBody } from '../../../test/multipart';
import { createTestApp, lastMailTo, linkIn, type TestApp } from '../../../test/test-app';
import { appCsp } from '../../platform/http/spa';
import { adminAuditLog } from './admin.tables';
import { waitingList } from './waiting-list.tables';
import { JOINED_MESSAGE, waitingListLimits } from './waiting-list.service';

let test: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  test = await createTestApp();
  admin = await registerAdmin(test, { name: 'Ada Admin' });
});
afterAll(() => test.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let address = 0;
/** Each call from its own network unless told, so the per-network limits only bite where a test means them to. */
const as = (token: string | undefined, method: Method, url: string, payload?: object, remoteAddress = `10.9.${++address % 250}.${(address >> 8) % 250}`) =>
  test.app.inject({ method, url, headers: token ? bearer(token) : {}, remoteAddress, ...(payload ? { payload } : {}) });
const asAdmin = (method: Method, url: string, payload?: object) => as(admin.token, method, url, payload);
const setGate = async (enabled: boolean) => expect((await asAdmin('PUT', '/api/admin/beta-settings', { beta_access_enabled: enabled })).statusCode).toBe(200);
const status = async (token: string) => (await as(token, 'GET', '/api/beta-access/status')).json<{ data: { beta_access_enabled: boolean; has_access: boolean } }>().data;
const auditOf = (action: string) => test.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action)).orderBy(desc(adminAuditLog.id));
const mp4 = (brand = 'isom') => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(2048, 1)]);
const webm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(1024, 2)]);

async function impersonationOf(userId: number) {
  const started = await asAdmin('POST', `/api/admin/users/${userId}/impersonate`);
  expect(started.statusCode, started.body).toBe(200);
  return started.json<{ token: string }>().token;
}

const adminCalls: [Method, string, object?][] = [
  ['GET', '/api/admin/beta-settings'],
  ['PUT', '/api/admin/beta-settings', { beta_access_enabled: true }],
  ['GET', '/api/admin/waiting-list'],
  ['POST', '/api/admin/waiting-list/invite', { emails: ['someone@example.com'] }],
  ['GET', '/api/admin/demo-video'],
  ['PUT', '/api/admin/demo-video', { url: 'https://youtu.be/dQw4w9WgXcQ' }],
  ['POST', '/api/admin/demo-video/file'],
  ['DELETE', '/api/admin/demo-video'],
];

describe('who may call the beta and demo video admin API', () => {
  it('answers a guest 401, a user 403 and an impersonation session 403, and changes nothing', async () => {
    const user = await registerVerified(test);
    const impersonation = await impersonationOf(user.id);
    for (const [method, url, payload] of adminCalls) {
      const statuses = [(await as(undefined, method, url, payload)).statusCode, (await as(user.token, method, url, payload)).statusCode, (await as(impersonation, method, url, payload)).statusCode];
      expect({ call: `${method} ${url}`, statuses }).toEqual({ call: `${method} ${url}`, statuses: [401, 403, 403] });
    }
    expect((await asAdmin('GET', '/api/admin/beta-settings')).json().data.beta_access_enabled).toBe(false);
    expect((await asAdmin('GET', '/api/admin/demo-video')).json().data).toBeNull();
    expect(await auditOf('waiting_list.invite')).toEqual([]);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const bad: [Method, string, unknown][] = [
      ['PUT', '/api/admin/beta-settings', { beta_access_enabled: 'yes' }],
      ['PUT', '/api/admin/beta-settings', []],
      ['POST', '/api/admin/waiting-list/invite', {}],
      ['POST', '/api/admin/waiting-list/invite', { ids: ['1; drop table users'] }],
      ['POST', '/api/admin/waiting-list/invite', { ids: [99999999999] }],
      ['POST', '/api/admin/waiting-list/invite', { ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
      ['POST', '/api/admin/waiting-list/invite', { emails: ['not an address'] }],
      ['POST', '/api/admin/waiting-list/invite', { emails: ['a\u0000@example.com'] }],
      ['POST', '/api/admin/waiting-list/invite', { emails: [`${'x'.repeat(300)}@example.com`] }],
      ['PUT', '/api/admin/demo-video', { url: 'javascript:alert(1)' }],
      ['PUT', '/api/admin/demo-video', { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'x'.repeat(500) }],
      ['PUT', '/api/admin/demo-video', { url: 'x'.repeat(5000) }],
      ['PUT', '/api/admin/demo-video', { url: '\ud800' }],
    ];
    for (const [method, url, payload] of bad) {
      const response = await test.app.inject({ method, url, headers: bearer(admin.token), payload: payload as object });
      expect({ call: `${method} ${url} ${JSON.stringify(payload).slice(0, 60)}`, status: response.statusCode }).toEqual({ call: `${method} ${url} ${JSON.stringify(payload).slice(0, 60)}`, status: 422 });
    }
    for (const url of ['/api/admin/waiting-list?page=0', '/api/admin/waiting-list?per_page=1000', '/api/admin/waiting-list?status=gone', `/api/admin/waiting-list?search=${'%'.repeat(300)}`]) {
      expect((await asAdmin('GET', url)).statusCode, url).toBe(422);
    }
    expect((await asAdmin('GET', '/api/admin/waiting-list?search=%25_%5C')).statusCode).toBe(200);
    expect((await asAdmin('POST', '/api/admin/waiting-list/invite', { ids: [2147483000] })).json()).toMatchObject({ code: 'not_found' });
    const broken = await test.app.inject({ method: 'POST', url: '/api/admin/demo-video/file', headers: { ...bearer(admin.token), 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nnonsense' });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect((await as(undefined, 'POST', '/api/beta-access/waiting-list', { email: { $ne: 1 } })).statusCode).toBe(422);
  });
});

describe('the beta gate and its waiting list', () => {
  it('switches the gate on and off, each change audited', async () => {
    await setGate(true);
    expect((await as(undefined, 'GET', '/api/beta-access/status')).json().data.beta_access_enabled).toBe(true);
    await setGate(false);
    expect((await as(undefined, 'GET', '/api/beta-access/status')).json().data.beta_access_enabled).toBe(false);
    const [off, on] = await auditOf('beta.settings');
    expect(on).toMatchObject({ actor_id: admin.id, details: { beta_access_enabled: true, previous: false } });
    expect(off).toMatchObject({ details: { beta_access_enabled: false, previous: true } });
  });

  it('lets a waiting user in when invited: they join, an admin finds and invites them, they get the e-mail and access', async () => {
    await setGate(true);
    const waiting = await registerVerified(test, { name: 'Wendy Waiting' });
    expect(await status(waiting.token)).toEqual({ beta_access_enabled: true, has_access: false });
    expect((await as(waiting.token, 'GET', '/api/beta-access/waiting-list')).json().data).toEqual({ on_list: false, joined_at: null, position: null, invited_at: null });

    // A signed-in user joins with their own address, whatever the body says.
    const joined = await as(waiting.token, 'POST', '/api/beta-access/waiting-list', { email: 'someone.else@example.com' });
    expect(joined.json()).toEqual({ success: true, message: JOINED_MESSAGE });
    const place = (await as(waiting.token, 'GET', '/api/beta-access/waiting-list')).json().data;
    expect(place).toMatchObject({ on_list: true, invited_at: null });
    expect(place.position).toBeGreaterThanOrEqual(1);

    const list = (await asAdmin('GET', `/api/admin/waiting-list?search=${encodeURIComponent(waiting.email.toUpperCase())}`)).json();
    expect(list.pagination).toMatchObject({ total: 1, per_page: 25, current_page: 1 });
    expect(list.data[0]).toMatchObject({ email: waiting.email, source: 'app', invited_at: null, user: { id: waiting.id, name: 'Wendy Waiting', has_access: false } });
    expect((await asAdmin('GET', '/api/admin/beta-settings')).json().data.waiting).toBeGreaterThanOrEqual(1);

    const invited = await asAdmin('POST', '/api/admin/waiting-list/invite', { ids: [list.data[0].id] });
    expect(invited.json()).toEqual({ success: true, message: `Invitation sent to ${waiting.email}.`, invited: [{ email: waiting.email, registered: true }] });
    const mail = await lastMailTo(test, waiting.email);
    expect(mail).toMatchObject({ kind: 'beta_access_granted', subject: 'Your Folio beta access is ready' });
    expect(mail!.status).not.toBe('failed');
    expect(linkIn(mail!.text, '/beta-access-required').pathname).toBe('/beta-access-required');
    expect(mail!.html).toContain('Wendy Waiting');

    expect(await status(waiting.token)).toEqual({ beta_access_enabled: true, has_access: true });
    expect((await as(waiting.token, 'GET', '/api/beta-access/waiting-list')).json().data).toMatchObject({ on_list: true, position: null, invited_at: expect.any(String) });
    expect((await asAdmin('GET', `/api/admin/waiting-list?status=invited&search=${encodeURIComponent(waiting.email)}`)).json().data[0].user.has_access).toBe(true);
    const [entry] = await test.database.db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'waiting_list.invite'), eq(adminAuditLog.target_id, waiting.id)));
    expect(entry).toMatchObject({ actor_id: admin.id, target_type: 'user', target_label: waiting.email, details: { registered: true, had_access: false } });

    // The granted page is shown once: seeing it is recorded.
    const seen = await as(waiting.token, 'POST', '/api/beta-access/seen');
    expect(seen.json().user.beta_access_granted_seen_at).toEqual(expect.any(String));
    await setGate(false);
  });

  it('invites typed addresses: one with no account gets an invitation to register, and its account gets access when it registers', async () => {
    await setGate(true);
    const stranger = newAccount().email.replace('ada.', 'grace.');
    const answer = await asAdmin('POST', '/api/admin/waiting-list/invite', { emails: [` ${stranger.toUpperCase()} `, stranger] });
    expect(answer.json()).toMatchObject({ message: `Invitation sent to ${stranger}.`, invited: [{ email: stranger, registered: false }] });
    const mail = await lastMailTo(test, stranger);
    expect(mail).toMatchObject({ kind: 'beta_invitation', subject: "You're invited to the Folio beta" });
    expect(linkIn(mail!.text, '/register').pathname).toBe('/register');
    const [entry] = await auditOf('waiting_list.invite');
    expect(entry).toMatchObject({ target_type: 'waiting_list', target_label: stranger, details: { registered: false } });
    const listed = (await asAdmin('GET', `/api/admin/waiting-list?search=${encodeURIComponent(stranger)}`)).json().data[0];
    expect(listed).toMatchObject({ source: 'admin', invited_at: expect.any(String), user: null });

    const newcomer = await registerVerified(test, { email: stranger });
    expect(await status(newcomer.token)).toEqual({ beta_access_enabled: true, has_access: true });
    // Someone not invited still waits.
    const other = await registerVerified(test);
    expect(await status(other.token)).toEqual({ beta_access_enabled: true, has_access: false });
    await setGate(false);
  });

  it('forgets a deleted account’s place on the list, whether the admin or the user deletes it', async () => {
    await setGate(true);
    const byAdmin = await registerVerified(test);
    const bySelf = await registerVerified(test);
    for (const user of [byAdmin, bySelf]) expect((await as(user.token, 'POST', '/api/beta-access/waiting-list', {})).statusCode).toBe(200);
    const onList = async (email: string) => (await test.database.db.select().from(waitingList).where(eq(waitingList.email, email))).length;
    expect([await onList(byAdmin.email), await onList(bySelf.email)]).toEqual([1, 1]);
    expect((await asAdmin('DELETE', `/api/admin/users/${byAdmin.id}`)).statusCode).toBe(200);
    expect((await as(bySelf.token, 'DELETE', '/api/account', { password: bySelf.password })).statusCode).toBe(200);
    expect([await onList(byAdmin.email), await onList(bySelf.email)]).toEqual([0, 0]);
    await setGate(false);
  });

  it('pages the list 25 at a time, newest first', async () => {
    const stamp = Date.now();
    const emails = Array.from({ length: 27 }, (_, index) => `paged.${stamp}.${String(index).padStart(2, '0')}@example.com`);
    await test.database.db.insert(waitingList).values(emails.map((email, index) => ({ email, source: 'landing' as const, created_at: new Date(stamp - (27 - index) * 1000) })));
    const first = (await asAdmin('GET', `/api/admin/waiting-list?search=paged.${stamp}`)).json();
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 25, total: 27, from: 1, to: 25 });
    expect(first.data[0].email).toBe(emails[26]);
    const second = (await asAdmin('GET', `/api/admin/waiting-list?search=paged.${stamp}&page=2`)).json();
    expect(second.pagination).toMatchObject({ current_page: 2, from: 26, to: 27 });
    expect(second.data.map((entry: { email: string }) => entry.email)).toEqual([emails[1], emails[0]]);
    expect((await asAdmin('GET', `/api/admin/waiting-list?search=paged.${stamp}&status=invited`)).json().pagination.total).toBe(0);
  });

  it('takes a visitor’s sign-up without telling whether the address was there already, and limits it per network', async () => {
    await setGate(true);
    const email = `visitor.${Date.now()}@example.com`;
    const first = await as(undefined, 'POST', '/api/beta-access/waiting-list', { email });
    const again = await as(undefined, 'POST', '/api/beta-access/waiting-list', { email: email.toUpperCase() });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(first.json().message).toBe(JOINED_MESSAGE);
    expect((await asAdmin('GET', `/api/admin/waiting-list?search=${encodeURIComponent(email)}`)).json().data).toMatchObject([{ email, source: 'landing', user: null }]);
    expect((await as(undefined, 'POST', '/api/beta-access/waiting-list', { email: 'nope' })).json()).toMatchObject({ details: { errors: { email: ['The email must be a valid email address.'] } } });

    const network = '10.77.0.1';
    for (let i = 0; i < waitingListLimits.perIp; i += 1) {
      expect((await as(undefined, 'POST', '/api/beta-access/waiting-list', { email: `many.${i}.${Date.now()}@example.com` }, network)).statusCode).toBe(200);
    }
    const refused = await as(undefined, 'POST', '/api/beta-access/waiting-list', { email: `one.more.${Date.now()}@example.com` }, network);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);

    // One address is limited too, from any network.
    const target = `target.${Date.now()}@example.com`;
    const results = [];
    for (let i = 0; i <= waitingListLimits.perEmail; i += 1) results.push((await as(undefined, 'POST', '/api/beta-access/waiting-list', { email: target })).statusCode);
    expect(results).toEqual([...Array<number>(waitingListLimits.perEmail).fill(200), 429]);

    await setGate(false);
    const closed = await as(undefined, 'POST', '/api/beta-access/waiting-list', { email: `late.${Date.now()}@example.com` });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('beta_access_disabled');
  });
});

describe('the demo video', () => {
  it('takes a YouTube, Vimeo or https video link as its privacy-friendly embed, refuses anything else, and audits each change', async () => {
    const cases: [string, string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
      ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
      ['https://cdn.example.com/media/demo.mp4', 'link', 'https://cdn.example.com/media/demo.mp4'],
    ];
    for (const [url, kind, src] of cases) {
      const saved = await asAdmin('PUT', '/api/admin/demo-video', { url, title: 'Folio in two minutes' });
      expect(saved.json(), url).toMatchObject({ success: true, data: { kind, src, title: 'Folio in two minutes' } });
      expect((await as(undefined, 'GET', '/api/demo-video')).json().data).toMatchObject({ kind, src });
    }
    for (const url of ['http://cdn.example.com/demo.mp4', 'https://evil.example.com/page.html', 'https://www.youtube.com/watch?v=short', 'https://vimeo.com/channel/abc', 'data:video/mp4;base64,AAAA', 'not a url', 'https://user:pw@cdn.example.com/a.mp4']) {
      const refused = await asAdmin('PUT', '/api/admin/demo-video', { url });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().details.errors.url).toEqual(['Enter a YouTube or Vimeo address, or an https link to an .mp4 or .webm file.']);
    }
    const [last] = await auditOf('demo_video.set');
    expect(last).toMatchObject({ actor_id: admin.id, details: { kind: 'link', source: 'https://cdn.example.com/media/demo.mp4' } });
  });

  it('takes an MP4 or WebM file checked by its content, serves it, and refuses other files and big ones with clear messages', async () => {
    const upload = (body: ReturnType<typeof multipart>) => test.app.inject({ method: 'POST', url: '/api/admin/demo-video/file', headers: { ...bearer(admin.token), ...body.headers }, payload: body.payload });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const refusals: [ReturnType<typeof multipart>, string][] = [
      [multipart('video', 'demo.mp4', png, 'video/mp4'), 'Please select an MP4 or WebM video.'],
      [multipart('video', 'photo.mp4', mp4('heic'), 'video/mp4'), 'Please select an MP4 or WebM video.'],
      [multipart('video', 'movie.mov', mp4('qt  '), 'video/quicktime'), 'Please select an MP4 or WebM video.'],
      [multipart('video', 'big.mp4', Buffer.concat([mp4(), Buffer.alloc(50 * 1024 * 1024)]), 'video/mp4'), 'The video must be smaller than 50 MB.'],
      [multipartBody([{ name: 'title', value: 'No file' }]), 'Please select a video file.'],
    ];
    for (const [body, message] of refusals) {
      const refused = await upload(body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(message);
    }

    const saved = await upload(multipartBody([{ name: 'title', value: 'Folio tour' }, { name: 'video', filename: 'tour.webm', bytes: webm(), type: 'application/octet-stream' }]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Demo video uploaded.', data: { kind: 'file', mime: 'video/webm', title: 'Folio tour', src: expect.stringMatching(/^\/uploads\/videos\/[a-f0-9]{64}\.webm$/) } });
    const served = await test.app.inject({ url: saved.json().data.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.equals(webm())).toBe(true);

    const mp4Saved = await upload(multipart('video', 'tour.mp4', mp4(), 'video/mp4'));
    expect(mp4Saved.json().data).toMatchObject({ kind: 'file', mime: 'video/mp4', title: 'How Folio works' });
    expect((await as(undefined, 'GET', '/api/demo-video')).json().data.src).toBe(mp4Saved.json().data.src);

    const removed = await asAdmin('DELETE', '/api/admin/demo-video');
    expect(removed.json()).toEqual({ success: true, message: 'Demo video removed.', data: null });
    expect((await as(undefined, 'GET', '/api/demo-video')).json().data).toBeNull();
    expect((await asAdmin('DELETE', '/api/admin/demo-video')).statusCode).toBe(404);
    expect((await auditOf('demo_video.remove'))[0]).toMatchObject({ actor_id: admin.id, details: { kind: 'file' } });
  });

  it('lets the app’s pages play its own and https videos (media-src), and frame the embeds', () => {
    const directives = new Map(appCsp.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives.get('media-src')).toBe("media-src 'self' https:");
    expect(directives.get('frame-src')).toContain('https:');
    expect(directives.get('default-src')).toBe("default-src 'self'");
  });
});

