import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mailOutbox } from '../db/platform.tables';
import { createLocalJobs, type Jobs } from '../jobs';
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
/** Replies the SMTP server gives to the next messages' DATA before accepting, e.g. [451] for one transient failure. */
const refusals: number[] = [];
const jobs: Jobs[] = [];

beforeAll(async () => {
  test = await createTestApp();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal) return callback(Object.assign(new Error(refusal >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusal }));
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
  for (const runner of jobs) await runner.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await test.close();
});

/** A mailer with its own running job runner, as the app builds one. */
function mailerFor(smtpUrl: string, retry = { attempts: 3, delayMs: 50 }) {
  const runner = createLocalJobs(test.app.log);
  jobs.push(runner);
  const mailer = createMailer({ db: test.database.db, jobs: runner, from: 'Folio <no-reply@folio.test>', smtpUrl, outboxDir: test.dataDir, log: test.app.log, retry });
  void runner.startWorkers();
  return mailer;
}

/** The outbox row for an address once its job has finished with it. */
async function settled(to: string) {
  for (let tries = 0; tries < 500; tries += 1) {
    const [row] = await test.database.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));
    if (row && row.status !== 'queued') return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`mail to ${to} is still queued`);
}

describe('mailer', () => {
  it('queues the message, then the mail job delivers it over SMTP and records it as sent', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    const content = renderEmail({ preheader: 'p', heading: 'Hello <there>', paragraphs: ['A & B'], action: { label: 'Go', url: 'http://localhost:3000/x?a=1&b=2' } });
    await mailer.send({ to: 'grace@example.com', subject: 'Greetings', kind: 'test', ...content });
    expect(await settled('grace@example.com')).toMatchObject({ status: 'sent', attempts: 1, error: null });
    const mail = received.find((message) => message.to.includes('grace@example.com'));
    expect(mail?.from).toBe('no-reply@folio.test');
    expect(mail?.data).toContain('Subject: Greetings');
    expect(mail?.data).toContain('multipart/alternative');
    expect(content.html).toContain('Hello &lt;there&gt;');
    expect(content.html).toContain('a=1&amp;b=2');
  });

  it('retries a transient SMTP failure with back-off and then sends the message', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    refusals.push(451);
    await mailer.send({ to: 'retry@example.com', subject: 'Second time lucky', html: '<p>h</p>', text: 'h', kind: 'test' });
    expect(await settled('retry@example.com')).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(received.filter((message) => message.to.includes('retry@example.com'))).toHaveLength(1);
  });

  it('ends a permanently refused message as failed at once, with the server error kept', async () => {
    const mailer = mailerFor(`smtp://127.0.0.1:${port}`);
    refusals.push(550);
    await mailer.send({ to: 'nobody@example.com', subject: 'S', html: '<p>h</p>', text: 'h', kind: 'test' });
    const row = await settled('nobody@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.error).toContain('Mailbox unavailable');
  });

  it('keeps a message it could not deliver after every attempt, marked failed with the last error', async () => {
    const mailer = mailerFor('smtp://127.0.0.1:1', { attempts: 3, delayMs: 20 });
    await mailer.send({ to: 'lost@example.com', subject: 'S', html: '<p>h</p>', text: 'h', kind: 'test' });
    const row = await settled('lost@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('writes an .eml file to the outbox without SMTP and records where', async () => {
    const mailer = mailerFor('');
    await mailer.send({ to: 'outbox@example.com', subject: 'Stored', html: '<p>h</p>', text: 'stored body', kind: 'test' });
    const row = await settled('outbox@example.com');
    expect(row).toMatchObject({ status: 'stored', attempts: 1 });
    const fs = await import('node:fs/promises');
    expect(await fs.readFile(row.eml_path!, 'utf8')).toContain('Subject: Stored');
  });
});
