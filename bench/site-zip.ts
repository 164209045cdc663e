/**
 * Times the static site export (GET /api/websites/:id/export?format=zip) of a site with 20 photos (twenty
 * projects, a photo each: a card shows its project's first) and three blog posts on the built server in production mode, beside a reference measured in the same
 * run: Info-ZIP's `zip -r` of the same files, unpacked (no rendering, no database). Prints the zip's
 * size and p50/p95; never fails on timing. Run: npm run build && npx tsx bench/site-zip.ts [--runs=20]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { percentile, signUp, startServer } from './support';

const runs = Math.min(25, Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 20)); // 30 exports an hour per user
const summary = (values: number[]) => `p50 ${percentile(values, 50).toFixed(0)} ms  p95 ${percentile(values, 95).toFixed(0)} ms  (n=${values.length})`;

/** A photo-like picture: smooth colour with noise, so it compresses like a real one. */
async function photo(seed: number) {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const noise = ((i * 2654435761 + seed * 97) >>> 24) & 31;
    pixels[i] = (x / 7 + seed * 40 + noise) & 255;
    pixels[i + 1] = (y / 5 + noise) & 255;
    pixels[i + 2] = ((x + y) / 9 + seed * 13) & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

const server = await startServer();
try {
  const { token, api } = await signUp(server);
  const created = await api('POST', '/api/websites', { name: 'Bench Portfolio' });
  const website = created.json.website as { id: number; version: number };
  let version = website.version;
  for (let project = 0; project < 20; project += 1) {
    const added = await api('POST', `/api/websites/${website.id}/projects`, { version, title: `Project ${project + 1}`, type: 'project', description: 'A project with pictures.', technologies: ['TypeScript'] });
    const projectId = (added.json.project as { id: number }).id;
    version = added.json.website_version as number;
    for (let image = 0; image < 1; image += 1) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(await photo(project * 10 + image))], { type: 'image/jpeg' }), `photo-${image}.jpg`);
      const response = await fetch(`${server.url}/api/projects/${projectId}/images?version=${version}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const answer = (await response.json()) as { website_version: number };
      if (!response.ok) throw new Error(`upload failed: ${JSON.stringify(answer)}`);
      version = answer.website_version;
    }
  }
  // The blog is a Pro feature: the bench's admin grants the plan (production mode has no test checkout).
  const me = (await api('GET', '/api/user')).json.user as { id: number };
  const login = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@bench.test', password: 'bench-admin-password' }) });
  const { token: adminToken } = (await login.json()) as { token?: string };
  if (!adminToken) throw new Error(`admin login: ${login.status}`);
  const granted = await fetch(`${server.url}/api/admin/users/${me.id}/plan`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ plan: 'pro', reason: 'bench' }) });
  if (!granted.ok) throw new Error(`grant plan: ${granted.status} ${await granted.text()}`);
  // A few published posts: the blog index, a page each and the feed.
  for (let post = 0; post < 3; post += 1) {
    const paragraphs = Array.from({ length: 12 }, (_, n) => `<p>Paragraph ${n + 1} of post ${post + 1}: how the project went, what it taught, what came next.</p>`).join('');
    const added = await api('POST', `/api/websites/${website.id}/blog-posts`, { version, title: `Field notes ${post + 1}`, content: `<h2>Notes</h2>${paragraphs}`, excerpt: `Field notes ${post + 1}.`, status: 'published' });
    if (added.status !== 201) throw new Error(`post failed: ${JSON.stringify(added.json)}`);
    version = added.json.website_version as number;
  }
  const times: number[] = [];
  let zip = new Uint8Array();
  for (let round = -2; round < runs; round += 1) {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/websites/${website.id}/export?format=zip`, { headers: { authorization: `Bearer ${token}` } });
    zip = new Uint8Array(await response.arrayBuffer());
    if (!response.ok) throw new Error(`export failed: ${response.status} ${new TextDecoder().decode(zip)}`);
    if (round >= 0) times.push(performance.now() - started);
  }
  const files = unzipSync(zip);
  const images = Object.keys(files).filter((name) => name.startsWith('images/'));
  const unpacked = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-zip-bench-'));
  for (const [name, bytes] of Object.entries(files)) {
    await fs.mkdir(path.join(unpacked, path.dirname(name)), { recursive: true });
    await fs.writeFile(path.join(unpacked, name), bytes);
  }
  const reference: number[] = [];
  let referenceSize = 0;
  for (let round = 0; round < runs; round += 1) {
    const out = path.join(os.tmpdir(), `folio-zip-bench-${round}.zip`);
    const started = performance.now();
    spawnSync('zip', ['-qr', out, '.'], { cwd: unpacked });
    reference.push(performance.now() - started);
    referenceSize = (await fs.stat(out)).size;
    await fs.rm(out);
  }
  const raw = Object.values(files).reduce((sum, bytes) => sum + bytes.length, 0);
  console.log(`Static site export: ${Object.keys(files).length} files (${images.length} images, ${Object.keys(files).filter((name) => name.endsWith('.html')).length} pages), ${(raw / 1e6).toFixed(2)} MB unpacked`);
  console.log(`  Folio export (render + read + zip, over HTTP)  ${(zip.length / 1e6).toFixed(2)} MB  ${summary(times)}`);
  console.log(`  reference: zip -qr of the same files          ${(referenceSize / 1e6).toFixed(2)} MB  ${summary(reference)}`);
  await fs.rm(unpacked, { recursive: true });
} finally {
  await server.stop();
}
