import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../../test/s3-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createHealthServer } from './health.routes';

describe('/readyz on an app instance', () => {
  let s3: S3Server;
  let test: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server('folio-ready');
    test = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('is ready while the database and the bucket answer, and says which part failed when one does not', async () => {
    const ready = await test.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });

    await s3.close();
    const storageDown = await test.app.inject({ url: '/readyz' });
    expect(storageDown.statusCode).toBe(503);
    expect(storageDown.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'unavailable' } });
    // A public file cannot be fetched from the bucket meanwhile: 503, never a 500 or a false 404.
    const file = await test.app.inject({ url: `/uploads/pictures/${'b'.repeat(64)}.webp` });
    expect(file.statusCode).toBe(503);
    expect(file.json()).toMatchObject({ success: false, code: 'storage_unavailable' });
    // Liveness is the process, not its dependencies.
    expect((await test.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('/readyz while a process stops', () => {
  it('answers 503 stopping once the stop has begun, whatever its parts say', async () => {
    let stopping = false;
    const server = await createHealthServer({ database: async () => undefined }, { isStopping: () => stopping });
    expect((await server.inject({ url: '/readyz' })).statusCode).toBe(200);
    stopping = true;
    const answer = await server.inject({ url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'stopping', checks: {} });
    expect((await server.inject({ url: '/healthz' })).statusCode).toBe(200);
    await server.close();
  });
});

/** A port nothing listens on. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the worker's health server", () => {
  const connections: Redis[] = [];
  afterAll(() => {
    for (const redis of connections) redis.disconnect();
  });

  it('reports Redis honestly: ready with a Redis that answers, 503 naming redis with one that does not', async () => {
    const up = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    const down = new Redis(`redis://127.0.0.1:${await closedPort()}`, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    connections.push(up, down);
    down.on('error', () => {});
    const storage = async () => {};
    const database = async () => {};

    const healthy = await createHealthServer({ database, redis: () => up.ping(), storage });
    const ready = await healthy.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    await healthy.close();

    const unhealthy = await createHealthServer({ database, redis: () => down.ping(), storage }, { timeoutMs: 1_000 });
    const notReady = await unhealthy.inject({ url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'unavailable', storage: 'ok' } });
    await unhealthy.close();
  });

  it('reports a part that hangs as unavailable within its time limit', async () => {
    const server = await createHealthServer({ database: () => new Promise(() => {}) }, { timeoutMs: 200 });
    const started = Date.now();
    const response = await server.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } });
    expect(Date.now() - started).toBeLessThan(2_000);
    await server.close();
  });
});
