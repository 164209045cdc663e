import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userOnPlan } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { contactRequests } from './contact-requests.tables';
import { contactLimits } from './contact-requests.service';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const message = (name: string) => ({ name, email: 'visitor@example.com', message: 'Hello', website: '' });

describe('contact form quota', () => {
  it('counts only accepted messages toward the site: one flooding address does not close the form for others', async () => {
    const user = await userOnPlan(test);
    const website = await user.createWebsite('Quota Site');
    const site = { websiteId: website.id, userId: user.id };
    const flood = [];
    for (let attempt = 0; attempt < 100; attempt += 1) flood.push(await test.services.contact.submit(site, message('Flood'), '203.0.113.1', undefined));
    expect(flood.filter((outcome) => outcome === 'sent')).toHaveLength(contactLimits.perVisitor);

    const others = [];
    for (let sender = 0; sender < 110; sender += 1) {
      others.push(await test.services.contact.submit(site, message(`Sender ${sender}`), `198.51.100.${sender + 1}`, undefined));
    }
    // The site still had room for 95 more, and took exactly those.
    expect(others.filter((outcome) => outcome === 'sent')).toHaveLength(contactLimits.perSite - contactLimits.perVisitor);
    expect(others.slice(contactLimits.perSite - contactLimits.perVisitor).every((outcome) => outcome === 'rate-limited')).toBe(true);
    expect(await test.database.db.select().from(contactRequests).where(eq(contactRequests.website_id, website.id))).toHaveLength(contactLimits.perSite);
  });
});
