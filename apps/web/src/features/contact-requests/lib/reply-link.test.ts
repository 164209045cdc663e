import { describe, expect, it } from 'vitest';
import { getReplyHref } from './reply-link';

describe('getReplyHref', () => {
  it('answers with Re: and quotes the message, every part encoded', () => {
    const href = getReplyHref({ email: 'ada+x@example.com', name: 'Ada', message: 'Hello\n<b>there</b>?&x=1', website_name: 'Maya Chen' });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('ada%2Bx@example.com');
    expect(url.searchParams.get('subject')).toBe('Re: Your message through Maya Chen');
    expect(url.searchParams.get('body')).toContain('> Hello\n> <b>there</b>?&x=1');
  });
});
