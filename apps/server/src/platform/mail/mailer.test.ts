import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailer } from './mailer';
import { renderEmail } from './layout';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let test: TestApp;
let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  test = await createTestApp();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await test.close();
});

describe('mailer', () => {
  it('delivers over SMTP when SMTP_URL is set and records the message as sent', async () => {
    const mailer = createMailer({
      db: test.database.db,
      from: 'Folio <no-reply@folio.test>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: test.dataDir,
      log: test.app.log,
    });
    const content = renderEmail({ preheader: 'p', heading: 'Hello <there>', paragraphs: ['A & B'], action: { label: 'Go', url: 'http://localhost:3000/x?a=1&b=2' } });
    await mailer.send({ to: 'grace@example.com', subject: 'Greetings', kind: 'test', ...content });
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['grace@example.com']);
    expect(received[0]!.from).toBe('no-reply@folio.test');
    expect(received[0]!.data).toContain('Subject: Greetings');
    expect(received[0]!.data).toContain('multipart/alternative');
    expect(content.html).toContain('Hello &lt;there&gt;');
    expect(content.html).toContain('a=1&amp;b=2');
    const { mailOutbox } = await import('../db/platform.tables');
    const rows = await test.database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.to_address === 'grace@example.com')?.status).toBe('sent');
  });

  it('keeps a message it could not deliver, marked failed', async () => {
    const mailer = createMailer({ db: test.database.db, from: 'x@folio.test', smtpUrl: 'smtp://127.0.0.1:1', outboxDir: test.dataDir, log: test.app.log });
    await mailer.send({ to: 'lost@example.com', subject: 'S', html: '<p>h</p>', text: 'h', kind: 'test' });
    const { mailOutbox } = await import('../db/platform.tables');
    const rows = await test.database.db.select().from(mailOutbox);
    const row = rows.find((r) => r.to_address === 'lost@example.com');
    expect(row?.status).toBe('failed');
    expect(row?.error).toBeTruthy();
  });
});
