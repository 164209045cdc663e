import type { WebsiteWithSections } from '@folio/schema';
import { getDemoWebsite } from '@folio/templates';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import { createBuilder } from '../state/builder';
import { failure, server, settle, useFakeServer, type Answer, type Sent } from '../state/fake-server';
import { hasAnythingUnsaved } from '../state/selectors';
import { designSaveDelayMs } from './design-actions';

/** The Design section's choices against `fetch` answering as the server does. */

const website: WebsiteWithSections = { ...getDemoWebsite('minimal'), id: 9, version: 3 };

/** The server takes the write: the website with the design it was sent, at the next version. */
const takes = (request: Sent): Answer => ({
  status: 200,
  body: { success: true, message: 'Portfolio website updated successfully.', website: { ...website, design: request.body.design, version: (request.body.version as number) + 1 } },
});

useFakeServer();

/** Runs the save timers and the answers (the clock is fake). */
const run = async () => {
  for (let round = 0; round < 4; round += 1) await vi.advanceTimersByTimeAsync(designSaveDelayMs);
  await settle();
};

function openBuilder() {
  return createBuilder(website, { section: 'design', previewMode: true }, new QueryClient());
}

describe('design choices', () => {
  test('show in the preview at once, are saved with the version, and are one undo step each', async () => {
    const builder = openBuilder();
    server.answers.push(takes);
    builder.design.setTheme('dark');
    // Before the server answers, the preview already has it, and leaving would warn.
    expect(builder.selectPreview(builder.store.getState()).design.theme).toBe('dark');
    expect(hasAnythingUnsaved(builder.store.getState())).toBe(true);
    await run();
    expect(server.sent).toEqual([{ method: 'PATCH', path: '/websites/9/builder', body: { version: 3, design: { ...website.design, theme: 'dark' } } }]);
    expect(builder.store.getState()).toMatchObject({ designDraft: null, website: { version: 4, design: { theme: 'dark' } } });
    expect(hasAnythingUnsaved(builder.store.getState())).toBe(false);

    server.answers.push(takes);
    builder.design.setHidden('projects', true);
    await run();
    expect(builder.store.getState().website.design.hidden_sections).toEqual(['projects']);
    expect(builder.store.getState().history.undo).toBe('hid a section');

    server.answers.push(takes);
    const undone = builder.history.undo();
    await run();
    expect(await undone).toBe(true);
    expect(server.sent.at(-1)?.body).toEqual({ version: 5, design: { ...website.design, theme: 'dark', hidden_sections: [] } });
    expect(builder.store.getState().website.design.hidden_sections).toEqual([]);
    expect(builder.store.getState().history.undo).toBe('changed theme');
  });

  test('a colour dragged through many values is saved once, after it stops, and undone in one step', async () => {
    const builder = openBuilder();
    server.answers.push(takes);
    for (const colour of ['#111111', '#222222', '#333333', '#e4572e']) builder.design.setAccent(colour);
    expect(builder.selectPreview(builder.store.getState()).design.accent_color).toBe('#e4572e');
    expect(server.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(designSaveDelayMs - 50);
    expect(server.sent).toHaveLength(0);
    await run();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]?.body.design).toMatchObject({ accent_color: '#e4572e' });

    server.answers.push(takes);
    const undone = builder.history.undo();
    await run();
    expect(await undone).toBe(true);
    expect(builder.store.getState().website.design.accent_color).toBeNull();
  });

  test('a failed save keeps the choice in the preview and unsaved; the next choice sends both', async () => {
    const builder = openBuilder();
    server.answers.push(failure(500, 'server_error', 'Boom'));
    builder.design.setPairing('editorial');
    await run();
    expect(builder.selectPreview(builder.store.getState()).design.font_pairing).toBe('editorial');
    expect(hasAnythingUnsaved(builder.store.getState())).toBe(true);

    server.answers.push(takes);
    builder.design.setTheme('system');
    await run();
    expect(server.sent.at(-1)?.body.design).toMatchObject({ font_pairing: 'editorial', theme: 'system' });
    expect(builder.store.getState().designDraft).toBeNull();
  });
});
