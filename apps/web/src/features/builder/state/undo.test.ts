import type { WebsiteWithSections } from '@folio/schema';
import { getDemoWebsite } from '@folio/templates';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { templateDataQueryKey } from '../api/get-template-data';
import { createBuilder } from './builder';
import { failure, server, settle, useFakeServer, type Answer, type Sent } from './fake-server';

/**
 * Undo and redo through the builder's writes, against `fetch` answering as the server does: each
 * step is a versioned write like any edit, and a 409 stops it with the conflict dialog.
 */

const demo = getDemoWebsite('modern');
const experiences = [
  { id: 1, position: 'First Role', name: 'One', place: '', date: 'Jan 2022', description: '', skills: [] },
  { id: 2, position: 'Second Role', name: 'Two', place: '', date: 'Jan 2021', description: '', skills: ['Go'] },
  { id: 3, position: 'Third Role', name: 'Three', place: '', date: 'Jan 2020', description: '', skills: [] },
];
const website: WebsiteWithSections = { ...demo, id: 7, version: 4, name: 'Ada Lovelace', status: 'draft', experiences };


/** A write the server took: the next version (and `extra`, e.g. the created item). */
const accepted =
  (extra: Record<string, unknown> = {}) =>
  (request: Sent): Answer => ({ status: 200, body: { success: true, message: 'Done', website_version: (request.body.version as number) + 1, ...extra } });
const deleted = (request: Sent): Answer => ({ status: 200, body: { success: true, message: 'Deleted', website_version: Number(request.path.split('version=')[1]) + 1 } });

useFakeServer();

function openBuilder() {
  return createBuilder(website, { section: 'personal', previewMode: true }, new QueryClient());
}



const positions = (builder: ReturnType<typeof openBuilder>) => builder.store.getState().website.experiences.map((item) => item.position);

describe('undo and redo through the versioned writes', () => {
  test('a deletion is undone by creating the item again where it was, and redone by deleting the new one', async () => {
    const builder = openBuilder();
    server.answers.push(deleted);
    await builder.items.deleteItem('experiences', 2);
    expect(positions(builder)).toEqual(['First Role', 'Third Role']);
    expect(builder.store.getState().history.undo).toBe('deleted experience');

    server.answers.push(accepted({ experience: { ...experiences[1], id: 12 } }), accepted());
    expect(await builder.history.undo()).toBe(true);
    expect(server.sent.slice(1)).toEqual([
      {
        method: 'POST',
        path: '/websites/7/experiences',
        body: { position: 'Second Role', name: 'Two', place: '', date: 'Jan 2021', description: '', skills: ['Go'], version: 5 },
      },
      { method: 'POST', path: '/experiences/reorder', body: { website_id: 7, version: 6, experiences: [1, 12, 3] } },
    ]);
    expect(positions(builder)).toEqual(['First Role', 'Second Role', 'Third Role']);
    expect(builder.store.getState().website.version).toBe(7);
    expect(builder.store.getState().history).toMatchObject({ undo: null, redo: 'deleted experience', announcement: 'Undid: deleted experience' });

    // Redo deletes the item created again, by its new id.
    server.answers.push(deleted);
    expect(await builder.history.redo()).toBe(true);
    expect(server.sent.at(-1)).toEqual({ method: 'DELETE', path: '/experiences/12?version=7', body: {} });
    expect(positions(builder)).toEqual(['First Role', 'Third Role']);
  });

  test('an item edit is undone by sending its earlier values, an added item by deleting it', async () => {
    const builder = openBuilder();
    const firstInput = { position: 'First Role', name: 'One', place: '', date: 'Jan 2022', description: '', skills: [] };
    const editInput = { ...firstInput, position: 'Lead Role' };
    server.answers.push(accepted({ experience: { id: 1, ...editInput } }));
    await builder.items.saveItem('experiences', 1, editInput);
    expect(positions(builder)).toEqual(['Lead Role', 'Second Role', 'Third Role']);
    server.answers.push(accepted({ experience: { id: 1, ...firstInput } }));
    expect(await builder.history.undo()).toBe(true);
    expect(server.sent.at(-1)).toEqual({ method: 'PUT', path: '/experiences/1', body: { ...firstInput, version: 5 } });
    expect(positions(builder)).toEqual(['First Role', 'Second Role', 'Third Role']);

    // A new change after the undo: the edit can no longer be redone.
    const added = { id: 20, position: 'Fourth Role', name: 'Four', place: '', date: 'Jan 2019', description: '', skills: [] };
    server.answers.push(accepted({ experience: added }));
    const { id: _added, ...addInput } = added;
    await builder.items.saveItem('experiences', null, addInput);
    expect(builder.store.getState().history).toMatchObject({ undo: 'added experience', redo: null });
    server.answers.push(deleted);
    expect(await builder.history.undo()).toBe(true);
    expect(server.sent.at(-1)).toEqual({ method: 'DELETE', path: '/experiences/20?version=7', body: {} });
    expect(positions(builder)).toEqual(['First Role', 'Second Role', 'Third Role']);
  });

  test('a reorder is undone by sending the previous order, following ids an undo gave anew', async () => {
    const builder = openBuilder();
    server.answers.push(accepted());
    await builder.items.reorder('experiences', [3, 1, 2]);
    server.answers.push(accepted());
    expect(await builder.history.undo()).toBe(true);
    expect(server.sent.at(-1)?.body).toEqual({ website_id: 7, version: 5, experiences: [1, 2, 3] });
    expect(positions(builder)).toEqual(['First Role', 'Second Role', 'Third Role']);
  });

  test('a field is undone as an unsaved edit, the whole typing at once; a new edit ends the redo', async () => {
    const builder = openBuilder();
    for (const value of ['A', 'Ad', 'Ada', 'Ada K']) builder.website.setPersonalField('name', value);
    await builder.history.undo();
    expect(builder.store.getState().draft).toEqual({});
    await builder.history.redo();
    expect(builder.store.getState().draft).toEqual({ name: 'Ada K' });
    await builder.history.undo();
    builder.website.setPersonalField('intro', 'Mathematician');
    expect(builder.store.getState().history).toMatchObject({ undo: 'edited introduction', redo: null });
    expect(server.sent).toEqual([]);
  });

  test('a template switch is undone by applying the previous template', async () => {
    const builder = openBuilder();
    const applied = (slug: string) => (request: Sent): Answer => ({
      status: 200,
      body: { success: true, message: 'Template applied', website: { ...website, template_slug: slug, version: (request.body.version as number) + 1 } },
    });
    server.answers.push(applied('classic'));
    await builder.website.applyTemplate({ slug: 'classic' } as Parameters<typeof builder.website.applyTemplate>[0]);
    server.answers.push(applied(website.template_slug));
    expect(await builder.history.undo()).toBe(true);
    expect(server.sent.at(-1)).toEqual({ method: 'PUT', path: '/websites/7/template', body: { version: 5, template_slug: website.template_slug } });
    expect(builder.store.getState().website.template_slug).toBe(website.template_slug);
  });

  test('a 409 stops the undo with the conflict dialog; taking the other tab’s version ends the history', async () => {
    const builder = openBuilder();
    server.answers.push(deleted);
    await builder.items.deleteItem('experiences', 2);
    const elsewhere: WebsiteWithSections = { ...website, version: 9, name: 'Saved in another tab' };
    server.answers.push(failure(409, 'version_conflict', 'The website was changed elsewhere.', { website: elsewhere }));

    const undoing = builder.history.undo();
    await settle();
    expect(builder.store.getState().conflict).toEqual({ website: elsewhere });
    builder.resolveConflict('reload');
    expect(await undoing).toBe(false);

    // Nothing was written over the other tab's change.
    expect(server.sent).toHaveLength(2);
    expect(builder.store.getState().website).toEqual(elsewhere);
    expect(builder.store.getState().history).toMatchObject({ undo: null, redo: null });
  });

  test('a 409 during an undo, answered with Overwrite, sends the undo again on the server’s version', async () => {
    const builder = openBuilder();
    server.answers.push(accepted());
    await builder.items.reorder('experiences', [3, 1, 2]);
    const elsewhere: WebsiteWithSections = { ...website, version: 9, experiences: [experiences[2], experiences[0], experiences[1]] as WebsiteWithSections['experiences'] };
    server.answers.push(failure(409, 'version_conflict', 'The website was changed elsewhere.', { website: elsewhere }), accepted());

    const undoing = builder.history.undo();
    await settle();
    builder.resolveConflict('overwrite');
    expect(await undoing).toBe(true);
    expect(server.sent.slice(1).map((request) => request.body.version)).toEqual([5, 9]);
    expect(builder.store.getState().website.version).toBe(10);
  });
});

describe('template data', () => {
  test('edits in the form are one step per pause; undo puts the earlier values back, unsaved unless they are the saved ones', async () => {
    const queryClient = new QueryClient();
    const builder = createBuilder(website, { section: 'template-data', previewMode: true }, queryClient);
    const saved = { headline: 'Saved' };
    queryClient.setQueryData(templateDataQueryKey(7, 'modern'), saved);
    // The form takes the saved values (not a step), then the user types.
    builder.website.setTemplateDraft('modern', saved, false);
    builder.website.setTemplateDraft('modern', { headline: 'Saved!' }, true, true);
    builder.website.setTemplateDraft('modern', { headline: 'Saved!!' }, true, true);
    expect(builder.store.getState().history.undo).toBe('edited template data');
    const nonce = builder.store.getState().templateDataNonce;

    expect(await builder.history.undo()).toBe(true);
    // Back to the saved values: nothing unsaved, and the form takes them at the new nonce.
    expect(builder.store.getState().templateDraft).toEqual({ category: 'modern', data: saved, dirty: false });
    expect(builder.store.getState().templateDataNonce).toBe(nonce + 1);
    expect(builder.store.getState().history.undo).toBeNull();
    await builder.history.redo();
    expect(builder.store.getState().templateDraft).toEqual({ category: 'modern', data: { headline: 'Saved!!' }, dirty: true });
    // Nothing is server.sent until the header's Save or autosave.
    expect(server.sent).toEqual([]);
  });
});
