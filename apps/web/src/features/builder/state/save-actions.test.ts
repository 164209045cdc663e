import type { WebsiteWithSections } from '@folio/schema';
import { getDemoWebsite } from '@folio/templates';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import { createBuilder } from './builder';
import { failure, server, settle, useFakeServer, type Answer, type Sent } from './fake-server';

/**
 * The builder's save logic against the network as the browser sees it: `fetch` server.answers what the
 * server server.answers (the website with a new version, a 409 with the server's website, a 5xx), or
 * rejects as it does offline. Timers are fake, so the 1 s and 2 s back-off waits are exact.
 */

const website: WebsiteWithSections = { ...getDemoWebsite('modern'), id: 7, version: 4, name: 'Ada Lovelace', status: 'draft' };


/** The server's answer to PATCH /websites/{id}/builder: the website with the changes and the next version. */
function saved(request: Sent): Answer {
  const { version, ...changes } = request.body;
  return { status: 200, body: { success: true, message: 'Saved', website: { ...website, ...changes, version: (version as number) + 1 } } };
}

useFakeServer();

function openBuilder() {
  return createBuilder(website, { section: 'personal', previewMode: true }, new QueryClient());
}


describe('saving the builder', () => {
  test('sends the changed fields with the website version and takes the server’s website and version', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('name', 'Ada King');
    server.answers.push(saved);

    expect(await builder.save.saveAll({ manual: false })).toBe(true);

    expect(server.sent).toEqual([{ method: 'PATCH', path: '/websites/7/builder', body: { version: 4, name: 'Ada King' } }]);
    const state = builder.store.getState();
    expect(state.website.version).toBe(5);
    expect(state.website.name).toBe('Ada King');
    expect(state.draft).toEqual({});
    expect(state.save.phase).toBe('saved');
  });

  test('retries a server error after 1 s and 2 s, showing the cause, and succeeds on the third attempt', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('intro', 'Mathematician');
    server.answers.push(failure(500, 'internal_error', 'Something went wrong'), failure(503, 'unavailable', 'Try later'), saved);

    const result = builder.save.saveAll({ manual: false });
    await settle();
    expect(server.sent).toHaveLength(1);
    expect(builder.store.getState().save).toEqual({ phase: 'retrying', attempt: 2, message: 'Save failed: Server error. Please try again in a few moments.' });

    await vi.advanceTimersByTimeAsync(999);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toHaveLength(2);
    expect(builder.store.getState().save.attempt).toBe(3);

    await vi.advanceTimersByTimeAsync(1999);
    expect(server.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(true);

    expect(server.sent).toHaveLength(3);
    // Every attempt is the same change on the same version: nothing was written before.
    expect(server.sent.map((request) => request.body)).toEqual(Array(3).fill({ version: 4, intro: 'Mathematician' }));
    expect(builder.store.getState().save).toEqual({ phase: 'saved', attempt: 3 });
    expect(builder.store.getState().website.version).toBe(5);
  });

  test('gives up after three attempts and keeps the unsaved edits', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('name', 'Ada King');
    server.answers.push(failure(500, 'internal_error', 'x'), failure(500, 'internal_error', 'x'), failure(500, 'internal_error', 'x'));

    const result = builder.save.saveAll({ manual: false });
    await vi.advanceTimersByTimeAsync(3000);

    expect(await result).toBe(false);
    expect(server.sent).toHaveLength(3);
    expect(builder.store.getState().save).toEqual({ phase: 'failed', attempt: 3, message: 'Save failed: Server error. Please try again in a few moments.' });
    expect(builder.store.getState().draft).toEqual({ name: 'Ada King' });
  });

  test('offline: retries with back-off, says the network failed, and saves once the connection is back', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('name', 'Ada King');
    // The browser says it is offline, as TanStack Query hears it; the writes are server.sent all the same.
    onlineManager.setOnline(false);
    server.answers.push('offline', 'offline', saved);

    const result = builder.save.saveAll({ manual: false });
    await settle();
    expect(builder.store.getState().save).toEqual({ phase: 'retrying', attempt: 2, message: 'Save failed: Network error. Please check your connection.' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(builder.store.getState().save.message).toBe('Save failed: Network error. Please check your connection.');
    await vi.advanceTimersByTimeAsync(2000);

    expect(await result).toBe(true);
    expect(server.sent).toHaveLength(3);
    expect(builder.store.getState().save.phase).toBe('saved');
  });

  test('offline throughout: fails with the network message after three attempts, edits kept for the next save', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('name', 'Ada King');
    onlineManager.setOnline(false);
    server.answers.push('offline', 'offline', 'offline');

    const result = builder.save.saveAll({ manual: true });
    await vi.advanceTimersByTimeAsync(3000);

    expect(await result).toBe(false);
    expect(server.sent).toHaveLength(3);
    expect(builder.store.getState().save).toEqual({ phase: 'failed', attempt: 3, message: 'Save failed: Network error. Please check your connection.' });

    // Back online, the next save (autosave or the button) sends the same edits.
    onlineManager.setOnline(true);
    server.answers.push(saved);
    expect(await builder.save.saveAll({ manual: false })).toBe(true);
    expect(server.sent[3]?.body).toEqual({ version: 4, name: 'Ada King' });
  });

  test('a 422 is not retried: the field errors go to the form', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('name', 'Ada King');
    server.answers.push(failure(422, 'validation_failed', 'The given data was invalid.', { errors: { name: ['The name is taken.'] } }));

    const result = builder.save.saveAll({ manual: false });
    await settle();

    expect(await result).toBe(false);
    expect(server.sent).toHaveLength(1);
    expect(builder.store.getState().personalErrors).toEqual({ name: 'The name is taken.' });
    expect(builder.store.getState().save).toEqual({ phase: 'failed', attempt: 1, message: 'Save failed: Validation error. Please check your input fields.' });
  });
});

describe('a 409 version conflict', () => {
  const elsewhere: WebsiteWithSections = { ...website, version: 9, name: 'Saved in another tab', updated_at: '2026-11-24T10:00:00.000Z' };
  const conflict = failure(409, 'version_conflict', 'The website was changed elsewhere.', { website: elsewhere });

  test('is not retried: the save waits for the user, and Overwrite re-sends the change on the server’s version', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('name', 'Ada King');
    server.answers.push(conflict, saved);

    const result = builder.save.saveAll({ manual: false });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.sent).toHaveLength(1);
    expect(builder.store.getState().conflict).toEqual({ website: elsewhere });

    builder.resolveConflict('overwrite');
    expect(await result).toBe(true);

    expect(server.sent.map((request) => request.body)).toEqual([
      { version: 4, name: 'Ada King' },
      { version: 9, name: 'Ada King' },
    ]);
    const state = builder.store.getState();
    expect(state.conflict).toBeNull();
    expect(state.website.version).toBe(10);
    expect(state.website.name).toBe('Ada King');
    expect(state.save.phase).toBe('saved');
  });

  test('Reload takes the server’s website and drops the unsaved edits; nothing more is sent', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('name', 'Ada King');
    server.answers.push(conflict);

    const result = builder.save.saveAll({ manual: false });
    await settle();
    builder.resolveConflict('reload');

    expect(await result).toBe(false);
    expect(server.sent).toHaveLength(1);
    const state = builder.store.getState();
    expect(state.website).toEqual(elsewhere);
    expect(state.draft).toEqual({});
    expect(state.conflict).toBeNull();
    expect(state.save.phase).toBe('idle');
  });

  test('writes queued behind the conflict wait for it, then carry the version it settled on', async () => {
    const builder = openBuilder();
    builder.website.setPersonalField('name', 'Ada King');
    server.answers.push(conflict, saved, saved);

    const saving = builder.save.saveAll({ manual: false });
    const publishing = builder.website.setStatus('published', null);
    await settle();
    expect(server.sent).toHaveLength(1);

    builder.resolveConflict('overwrite');
    await saving;
    await publishing;

    expect(server.sent.map((request) => request.body)).toEqual([
      { version: 4, name: 'Ada King' },
      { version: 9, name: 'Ada King' },
      { version: 10, status: 'published' },
    ]);
    expect(builder.store.getState().website.version).toBe(11);
  });
});

describe('the write queue', () => {
  test('sends one website’s writes one at a time, each with the version the previous one produced', async () => {
    const builder = openBuilder();
    let answerFirst: (() => void) | undefined;
    server.answers.push((request) => new Promise<Answer>((resolve) => (answerFirst = () => resolve(saved(request)))), saved);
    builder.website.setPersonalField('name', 'Ada King');

    const first = builder.save.saveAll({ manual: false });
    const second = builder.website.setStatus('published', null);
    await vi.advanceTimersByTimeAsync(5000);
    // The second write is not server.sent while the first is out.
    expect(server.sent).toHaveLength(1);

    answerFirst?.();
    await first;
    await second;
    expect(server.sent.map((request) => request.body)).toEqual([
      { version: 4, name: 'Ada King' },
      { version: 5, status: 'published' },
    ]);
    expect(builder.store.getState().website.status).toBe('published');
  });
});
