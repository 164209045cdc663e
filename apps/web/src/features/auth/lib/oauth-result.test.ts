import { describe, expect, it } from 'vitest';
import { oauthErrorMessage, readOAuthResult } from './oauth-result';

const read = (query: string) => readOAuthResult(new URLSearchParams(query));

describe('the social sign-in result screen reads only a code or an error code', () => {
  it('takes the one-time code to redeem', () => {
    expect(read('code=abc123&provider=google')).toEqual({ ok: true, code: 'abc123' });
  });

  it('ignores a token in the address: a link cannot sign anyone in', () => {
    expect(read('token=attacker-token&user=eyJpZCI6MSwiZW1haWwiOiJhQGIuYyJ9')).toEqual({ ok: false, message: 'Missing authentication data. Please try signing in again.' });
  });

  it('never shows text from the address: the message comes from the fixed table', () => {
    expect(read('error=authentication_failed&message=Call+0800+SCAM+to+restore+your+account')).toEqual({
      ok: false,
      message: 'An unexpected error occurred during authentication.',
    });
    expect(read('error=<img src=x onerror=alert(1)>&message=hello')).toEqual({ ok: false, message: 'Authentication failed. Please try again.' });
    expect(read('error=toString')).toEqual({ ok: false, message: 'Authentication failed. Please try again.' });
  });

  it.each([
    ['initiation_failed', 'google', 'Failed to initiate Google authentication. Please try again.'],
    ['initiation_failed', 'linkedin', 'Failed to initiate LinkedIn authentication. Please try again.'],
    ['initiation_failed', 'evil', 'Authentication failed. Please try again.'],
    ['invalid_state', 'google', 'Authentication failed. Please try again.'],
    ['denied', 'google', 'Authentication failed. Please try again.'],
    ['incomplete', 'google', 'Incomplete user information received. Please try signing in again.'],
    ['no_verified_email', 'linkedin', 'Your LinkedIn account has no verified email address. Please sign up with your email instead.'],
    ['authentication_failed', null, 'An unexpected error occurred during authentication.'],
  ])('%s from %s reads “%s”', (code, provider, message) => {
    expect(oauthErrorMessage(code, provider)).toBe(message);
  });
});
