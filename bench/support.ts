import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface RunningServer {
  port: number;
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the built server (npm run build first) in production mode on a fresh data directory;
 * pinned to the cores in `cpus` (a taskset list such as "0" or "0-1") when given.
 */
export async function startServer(env: Record<string, string> = {}, cpus?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'folio-bench-'));
  // BENCH_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const command = [process.execPath, ...nodeArgs, path.join(root, 'apps/server/dist/main.js')];
  // taskset runs node in its own place (exec), so the child is the server itself.
  const child = spawn(cpus ? 'taskset' : command[0]!, cpus ? ['-c', cpus, ...command] : command.slice(1), {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: 'admin@bench.test', ADMIN_PASSWORD: 'bench-admin-password', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  // A loaded machine can take a while to migrate a fresh database: up to a minute.
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (up) break;
    if (attempt >= 600 || child.exitCode !== null) {
      child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
      throw new Error(`the server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url,
    dataDir,
    process: child,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers, verifies through the e-mailed link and returns a token. Sign-ups are limited per
 * address: a bench that needs many users starts the server with TRUST_PROXY=true and gives each
 * its own `forwardedFor`.
 */
export async function signUp(server: RunningServer, email = `bench.${Date.now()}@example.com`, forwardedFor?: string) {
  const password = 'bench password 123';
  const from: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...from, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  await post('/api/register', { name: 'Bench User', email, password, password_confirmation: password, terms: true });
  let link: URL | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt += 1) {
    const dir = path.join(server.dataDir, 'mail');
    const files = await fs.readdir(dir).catch(() => []);
    for (const file of files) {
      const text = await fs.readFile(path.join(dir, file), 'utf8');
      const match = /(http:\/\/\S+\/email\/verify\?\S+)/.exec(text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      if (text.includes(email) && match) link = new URL(match[1]!);
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!link) throw new Error('no verification e-mail');
  const verified = await post('/api/email/verify', { id: Number(link.searchParams.get('id')), hash: link.searchParams.get('hash') });
  const { data } = (await verified.json()) as { data: { token: string } };
  const api = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${data.token}`, ...from, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> & { website?: { version: number } } };
  };
  return { token: data.token, api };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(output));
  });
}

/**
 * Folio on PostgreSQL and Redis (DATABASE_URL and REDIS_URL), in a database of the bench's own that
 * `drop` removes; undefined when either URL is missing.
 */
export async function productionDatabase(name: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> } | undefined> {
  const { DATABASE_URL: url, REDIS_URL: redisUrl } = process.env;
  if (!url || !redisUrl) return undefined;
  const database = `folio_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: databaseUrl.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: `bench-${name}-${process.pid}` },
    drop: async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}
