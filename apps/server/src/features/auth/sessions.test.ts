import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerified } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { describeUserAgent } from './sessions.routes';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const agents = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

async function login(email: string, password: string, userAgent: string) {
  const response = await test.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: { 'user-agent': userAgent } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
}
const sessions = (token: string) => test.app.inject({ url: '/api/sessions', headers: bearer(token) });
const signOut = (token: string, id: number | string) => test.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: bearer(token) });

describe('active sessions', () => {
  it('lists the account’s sessions with browser, system and device, marking this one', async () => {
    const account = await registerVerified(test);
    const laptop = await login(account.email, account.password, agents.chromeWindows);
    await login(account.email, account.password, agents.safariIphone);
    const listed = await sessions(laptop);
    expect(listed.statusCode).toBe(200);
    const data = listed.json().data as Array<{ browser: string | null; os: string | null; device: string; current: boolean }>;
    expect(data).toHaveLength(3);
    expect(data.filter((session) => session.current)).toEqual([expect.objectContaining({ browser: 'Chrome 131', os: 'Windows 10', device: 'desktop' })]);
    expect(data).toContainEqual(expect.objectContaining({ browser: 'Mobile Safari 17', os: 'iOS 17.0', device: 'mobile', current: false }));
    // The sign-up's own session came with no user agent.
    expect(data).toContainEqual(expect.objectContaining({ browser: null, os: null, device: 'desktop' }));
  });

  it('signs out another session of one’s own: its token stops working, this one goes on', async () => {
    const account = await registerVerified(test);
    const laptop = await login(account.email, account.password, agents.chromeWindows);
    const phone = await login(account.email, account.password, agents.safariIphone);
    const phoneSession = (await sessions(laptop)).json().data.find((session: { browser: string }) => session.browser === 'Mobile Safari 17');
    const response = await signOut(laptop, phoneSession.id);
    expect(response.json()).toMatchObject({ success: true, current: false });
    expect((await sessions(phone)).statusCode).toBe(401);
    expect((await sessions(laptop)).json().data).toHaveLength(2);
  });

  it('signs out this session too', async () => {
    const account = await registerVerified(test);
    const laptop = await login(account.email, account.password, agents.chromeWindows);
    const current = (await sessions(laptop)).json().data.find((session: { current: boolean }) => session.current);
    expect((await signOut(laptop, current.id)).json()).toMatchObject({ success: true, current: true });
    expect((await sessions(laptop)).statusCode).toBe(401);
  });

  it('never signs out another user’s session: answered as not found, and it keeps working', async () => {
    const victim = await registerVerified(test);
    const attacker = await registerVerified(test);
    const victimSession = (await sessions(victim.token)).json().data[0];
    const response = await signOut(attacker.token, victimSession.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    expect((await sessions(victim.token)).statusCode).toBe(200);
    expect((await sessions(attacker.token)).json().data.map((session: { id: number }) => session.id)).not.toContain(victimSession.id);
  });

  it.for(['0', '-1', 'abc', '99999999999', '1.5'])('refuses a malformed session id: %s', async (id) => {
    const account = await registerVerified(test);
    expect((await signOut(account.token, id)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await signOut(account.token, id)).statusCode).toBeLessThan(500);
  });

  it('needs a signed-in user', async () => {
    expect((await test.app.inject({ url: '/api/sessions' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'DELETE', url: '/api/sessions/1' })).statusCode).toBe(401);
  });

  it('describes user agents it cannot read as an unknown desktop', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, device: 'desktop' });
    expect(describeUserAgent('curl/8.5.0')).toMatchObject({ device: 'desktop' });
  });
});
