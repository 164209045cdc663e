import type { TestServer } from './server';
import { waitForLink } from './mail';

/** Direct API calls, to set up state that a journey is not about. */
export async function callApi<T>(server: TestServer, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.apiUrl}/api${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

let counter = 0;

export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
  token: string;
}

/** Registers and verifies a user through the API (as the e-mailed link would) and returns its session. */
export async function createVerifiedUser(server: TestServer, name = 'Grace Hopper'): Promise<TestUser> {
  const email = uniqueEmail('user');
  const password = 'Correct-Horse-9';
  const registered = await callApi(server, 'POST', '/register', { name, email, password, password_confirmation: password, terms: true });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const link = new URL(await waitForLink(server.dataDir, email, '/email/verify'));
  const verified = await callApi<{ data: { token: string } }>(server, 'POST', '/email/verify', {
    id: Number(link.searchParams.get('id')),
    hash: link.searchParams.get('hash'),
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return { name, email, password, token: verified.body.data.token };
}
