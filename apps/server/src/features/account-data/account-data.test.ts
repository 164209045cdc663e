import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, userOnPlan } from '../../../test/accounts';
import { multipart } from '../../../test/multipart';
import { createTestApp, lastMailTo, linkIn, type TestApp } from '../../../test/test-app';
import { paymentEvents } from '../billing/billing.tables';
import { dataExports } from './account-data.tables';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

type User = Awaited<ReturnType<typeof userOnPlan>>;
const uploadsDir = () => path.join(test.dataDir, 'uploads');
/** As if written long ago, past the minute in which a fresh file is always kept. */
const age = (key: string) => fs.utimes(path.join(uploadsDir(), key), new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
/** Raw SQL rows, on PGlite and PostgreSQL alike. */
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result: unknown = await test.database.db.execute(query);
  return (result as { rows: T[] }).rows;
};
const exists = (key: string) => fs.access(path.join(uploadsDir(), key)).then(() => true, () => false);

/** A user with a website full of sections, a picture, a visitor's message, and a paid subscription. */
async function userWithEverything(pictureColour = '#225588') {
  const user = await userOnPlan(test);
  const website = await user.createWebsite('Ada Lovelace');
  await user.request('POST', `/api/websites/${website.id}/experiences`, { version: 1, position: 'Analyst', name: 'Analytical Engine Co', date: 'Jan 2020 - Present' });
  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: pictureColour } }).jpeg().toBuffer();
  const body = multipart('picture', 'me.jpg', photo, 'image/jpeg');
  const pictured = await test.app.inject({ method: 'POST', url: `/api/websites/${website.id}/picture?version=2`, payload: body.payload, headers: { ...body.headers, ...bearer(user.token) } });
  expect(pictured.statusCode, pictured.body).toBe(200);
  const picture: string = pictured.json().website.flat_picture;
  const published = await user.request('POST', `/api/websites/${website.id}/publish`, { version: pictured.json().website.version });
  expect(published.statusCode).toBe(200);
  const contact = await test.app.inject({
    method: 'POST',
    url: '/contact',
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
    headers: { host: `${website.subdomain}.localhost:3000`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello Ada', website: '' }).toString(),
  });
  expect(contact.statusCode).toBe(303);
  const session = await user.request('POST', '/api/checkout/session', { plan: 'pro', billing_cycle: 'monthly', flow: 'upgrade' });
  expect(session.statusCode, session.body).toBe(200);
  expect((await user.request('POST', `/api/checkout/sessions/${session.json().data.session_id}/complete`)).statusCode).toBe(200);
  return { user, website, pictureKey: picture.replace('/uploads/', '') };
}

async function readyExport(user: User) {
  const started = await user.request('POST', '/api/account/data-exports');
  expect(started.statusCode, started.body).toBe(202);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const latest = (await user.request('GET', '/api/account/data-exports/latest')).json().data_export;
    if (latest.status === 'ready' || latest.status === 'failed' || Date.now() > deadline) return latest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the account data export', () => {
  it('prepares one zip with the account, every website, the files, messages and notifications, and e-mails a link that expires', { timeout: 60_000 }, async () => {
    const { user, website, pictureKey } = await userWithEverything();
    const ready = await readyExport(user);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, error: null, expired: false });
    expect(Date.parse(ready.expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const file = await user.request('GET', `/api/account/data-exports/${ready.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const names = Object.keys(zip);
    const folder = `websites/${website.id}-ada-lovelace`;
    expect(names).toEqual(expect.arrayContaining(['account.json', 'contact-requests.json', 'notifications.json', 'README.txt', `${folder}/website.folio.json`, `${folder}/website.json-resume.json`, `files/${pictureKey}`]));
    const account = JSON.parse(strFromU8(zip['account.json']!));
    expect(account.account).toMatchObject({ email: user.email, current_plan: 'pro' });
    expect(JSON.stringify(account)).not.toMatch(/password|token_hash|argon2/i);
    expect(account.subscriptions[0]).toMatchObject({ plan: 'pro', status: 'active' });
    expect(JSON.parse(strFromU8(zip['contact-requests.json']!))[0]).toMatchObject({ message: 'Hello Ada', email: 'visitor@example.com' });
    expect(Buffer.from(zip[`files/${pictureKey}`]!).equals(await fs.readFile(path.join(uploadsDir(), pictureKey)))).toBe(true);
    expect(JSON.parse(strFromU8(zip[`${folder}/website.json-resume.json`]!)).work[0]).toMatchObject({ name: 'Analytical Engine Co', position: 'Analyst' });

    // The Folio JSON imports again as the same website.
    const imported = await user.request('POST', '/api/websites/import', JSON.parse(strFromU8(zip[`${folder}/website.folio.json`]!)));
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().website.experiences[0]).toMatchObject({ position: 'Analyst', name: 'Analytical Engine Co' });

    // The e-mailed link works without signing in, and not once tampered with or past its date.
    const mail = await lastMailTo(test, user.email);
    expect(mail?.subject).toBe('Your Folio data is ready to download');
    const link = linkIn(mail!.text, `/api/account/data-exports/${ready.id}/download`);
    const byLink = await test.app.inject({ url: `${link.pathname}${link.search}` });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.rawPayload.equals(file.rawPayload)).toBe(true);
    const tampered = new URL(link);
    tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400_000));
    expect((await test.app.inject({ url: `${tampered.pathname}${tampered.search}` })).statusCode).toBe(404);
    expect((await test.app.inject({ url: `${link.pathname}?expires=1&token=x` })).statusCode).toBe(404);
    await test.database.db.update(dataExports).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(dataExports.id, ready.id));
    const expired = await user.request('GET', `/api/account/data-exports/${ready.id}/file`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('This download link has expired. Prepare a new export on your settings page.');
  });

  it("answers another user's export with 404, and limits exports to three a day", { timeout: 60_000 }, async () => {
    const { user } = await userWithEverything('#aa3311');
    const ready = await readyExport(user);
    const other = await userOnPlan(test);
    expect((await other.request('GET', `/api/account/data-exports/${ready.id}/file`)).statusCode).toBe(404);
    expect((await other.request('GET', '/api/account/data-exports/latest')).json().data_export).toBeNull();
    await readyExport(user);
    await readyExport(user);
    const fourth = await user.request('POST', '/api/account/data-exports');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('You can prepare 3 exports a day. Please try again tomorrow.');
  });
});

describe('deleting an account', () => {
  it('cancels the subscription, removes every row and file of the user, holds the subdomain back, and says goodbye', { timeout: 60_000 }, async () => {
    const { user: owner, pictureKey } = await userWithEverything('#33aa55');
    const exported = await readyExport(owner);
    const exportKey = (await test.database.db.select().from(dataExports).where(eq(dataExports.id, exported.id)))[0]!.storage_key!;
    // Another account has the same picture: its copy stays.
    const { pictureKey: sharedKey } = await userWithEverything('#33aa55');
    expect(sharedKey).toBe(pictureKey);
    for (const key of [pictureKey, exportKey]) await age(key);
    const subdomains = await rows<{ subdomain: string }>(sql`select subdomain from websites where user_id = ${owner.id}`);

    expect((await test.app.inject({ url: '/', headers: { host: `${subdomains[0]!.subdomain}.localhost:3000` } })).statusCode).toBe(200);
    expect((await owner.request('DELETE', '/api/account', { password: owner.password })).statusCode).toBe(200);

    // No row anywhere names the user, their e-mail or their websites, but the last e-mail on its way.
    const columns = await rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = current_schema() and column_name in ('user_id', 'email', 'to_address', 'owner_id')`,
    );
    expect(columns.length).toBeGreaterThan(8);
    for (const { table_name: table, column_name: column } of columns) {
      const value = column === 'user_id' || column === 'owner_id' ? owner.id : owner.email;
      const [found] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${String(value)}`);
      // Only the goodbye e-mail names them, kept until it is delivered.
      expect(found!.n, `${table}.${column}`).toBe(table === 'mail_outbox' ? 1 : 0);
    }
    // Files: the owner's own (the export's zip) are gone; the picture shared with another account stays.
    expect(await exists(exportKey)).toBe(false);
    expect(await exists(sharedKey)).toBe(true);

    // The subscription was cancelled at the provider (the test provider's webhook came back).
    expect(await test.database.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'customer.subscription.deleted'))).not.toHaveLength(0);

    const goodbye = await lastMailTo(test, owner.email);
    expect(goodbye?.subject).toBe('Your Folio account has been deleted');
    expect(goodbye?.text).toContain('Your subscription has been cancelled');

    // The site answers 404 at once (it was served, so cached, before), and its subdomain is held back, then free again.
    const subdomain = subdomains[0]!;
    expect(await rows(sql`select 1 from retired_subdomains where subdomain = ${subdomain.subdomain}`)).toHaveLength(1);
    expect((await test.app.inject({ url: '/', headers: { host: `${subdomain.subdomain}.localhost:3000` } })).statusCode).toBe(404);
    const newcomer = await userOnPlan(test);
    const { id, version } = await newcomer.createWebsite('Someone Else');
    const refused = await newcomer.request('PATCH', `/api/websites/${id}/builder`, { version, subdomain: subdomain.subdomain });
    expect(refused.statusCode).toBe(422);
    await test.database.db.execute(sql`update retired_subdomains set available_at = now() - interval '1 second' where subdomain = ${subdomain.subdomain}`);
    expect((await newcomer.request('PATCH', `/api/websites/${id}/builder`, { version, subdomain: subdomain.subdomain })).statusCode).toBe(200);
  });
});
