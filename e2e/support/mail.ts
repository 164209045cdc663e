import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Undoes quoted-printable: soft line breaks, then =XX bytes (as UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text/plain part of a MIME message, decoded. */
function plainText(eml: string): string {
  const parts = eml.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => /content-type:\s*text\/plain/i.test(candidate)) ?? eml;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part.slice(split).trim();
  return /content-transfer-encoding:\s*quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
}

export interface Mail {
  file: string;
  subject: string;
  text: string;
}

/** Messages addressed to `to` in $DATA_DIR/mail, newest first. */
export function mailsTo(dataDir: string, to: string): Mail[] {
  const dir = join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((name) => ({ name, path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name))
    .map(({ path }) => ({ path, eml: readFileSync(path, 'utf8') }))
    .filter(({ eml }) => new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(eml))
    .map(({ path, eml }) => ({
      file: path,
      subject: /^Subject:\s*(.*)$/im.exec(eml)?.[1]?.trim() ?? '',
      text: plainText(eml),
    }));
}

/** Waits for the newest message to `to` whose text has a link to `pathname`, and returns that link. */
export async function waitForLink(dataDir: string, to: string, pathname: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathname.replace(/\//g, '\\/')}\\?[^\\s"<>]+`);
  while (Date.now() < deadline) {
    const mails = mailsTo(dataDir, to);
    if (mails.length > after) {
      const link = pattern.exec(mails[0]?.text ?? '')?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with a ${pathname} link`);
}
