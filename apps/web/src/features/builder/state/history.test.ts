import { describe, expect, it } from 'vitest';
import { createHistory, type Change } from './history';

/** A value with its history: each change sets it and says how to set it back. */
function setup(options: { limit?: number } = {}) {
  let clock = 0;
  const state = { value: '' };
  const history = createHistory({ now: () => clock, pauseMs: 1000, limit: options.limit });
  const type = (value: string, groupKey = 'name') => {
    const before = state.value;
    state.value = value;
    history.record({ label: `edited ${groupKey}`, groupKey, undo: () => void (state.value = before), redo: () => void (state.value = value) });
  };
  return { state, history, type, tick: (ms: number) => (clock += ms) };
}

describe('builder history', () => {
  it('groups keystrokes made without a pause into one step', async () => {
    const { state, history, type, tick } = setup();
    type('A');
    tick(300);
    type('An');
    tick(900);
    type('Ann');
    tick(1000);
    type('Anna');
    expect(await history.undo()).toBe(true);
    expect(state.value).toBe('Ann');
    expect(await history.undo()).toBe(true);
    expect(state.value).toBe('');
    expect(await history.undo()).toBe(false);
    await history.redo();
    expect(state.value).toBe('Ann');
  });

  it('keeps different fields apart even without a pause', async () => {
    const { state, history, type } = setup();
    type('A', 'name');
    type('B', 'intro');
    await history.undo();
    expect(state.value).toBe('A');
    expect(history.snapshot()).toMatchObject({ undo: 'edited name', redo: 'edited intro', announcement: 'Undid: edited intro' });
  });

  it('empties the redo list on a new change', async () => {
    const { state, history, type, tick } = setup();
    type('one');
    tick(2000);
    type('two');
    await history.undo();
    expect(history.snapshot().redo).toBe('edited name');
    tick(2000);
    type('three');
    expect(history.snapshot().redo).toBeNull();
    expect(await history.redo()).toBe(false);
    expect(state.value).toBe('three');
  });

  it('does not join a keystroke to a group that was undone and redone', async () => {
    const { state, history, type } = setup();
    type('a');
    await history.undo();
    await history.redo();
    type('ab');
    await history.undo();
    expect(state.value).toBe('a');
  });

  it('keeps the last changes up to its limit', async () => {
    const { state, history, type, tick } = setup({ limit: 3 });
    for (const value of ['1', '2', '3', '4', '5']) {
      type(value);
      tick(5000);
    }
    const undone: boolean[] = [];
    for (let i = 0; i < 4; i += 1) undone.push(await history.undo());
    expect(undone).toEqual([true, true, true, false]);
    expect(state.value).toBe('2');
  });

  it('runs steps asked for quickly one after another, each on its own change', async () => {
    const log: string[] = [];
    const history = createHistory();
    const slow = (name: string): Change => ({
      label: name,
      undo: () => new Promise<void>((resolve) => setTimeout(() => (log.push(`undo ${name}`), resolve()), name === 'a' ? 1 : 20)),
      redo: () => void log.push(`redo ${name}`),
    });
    history.record(slow('a'));
    history.record(slow('b'));
    await Promise.all([history.undo(), history.undo(), history.redo()]);
    expect(log).toEqual(['undo b', 'undo a', 'redo a']);
  });

  it('leaves a failed change where it was and drops the steps asked for after it', async () => {
    let fail = true;
    const errors: string[] = [];
    const history = createHistory({ onError: (_error, direction, label) => errors.push(`${direction} ${label}`) });
    history.record({ label: 'a', undo: () => undefined, redo: () => undefined });
    history.record({
      label: 'b',
      undo: () => {
        if (fail) throw new Error('offline');
      },
      redo: () => undefined,
    });
    expect(await Promise.all([history.undo(), history.undo()])).toEqual([false, false]);
    expect(errors).toEqual(['undo b']);
    expect(history.snapshot()).toMatchObject({ undo: 'b', redo: null });
    fail = false;
    expect(await history.undo()).toBe(true);
    expect(history.snapshot()).toMatchObject({ undo: 'a', redo: 'b' });
  });

  it('ends the history when a step is stopped (the other tab’s version was taken)', async () => {
    const stop = new Error('reloaded');
    const history = createHistory({ isStop: (error) => error === stop });
    history.record({ label: 'a', undo: () => undefined, redo: () => undefined });
    history.record({ label: 'b', undo: () => Promise.reject(stop), redo: () => undefined });
    expect(await history.undo()).toBe(false);
    expect(history.snapshot()).toMatchObject({ undo: null, redo: null });
  });

  it('does not record the changes an undo makes', async () => {
    const history = createHistory();
    history.record({
      label: 'a',
      undo: () => {
        history.record({ label: 'echo', undo: () => undefined, redo: () => undefined });
      },
      redo: () => undefined,
    });
    await history.undo();
    expect(history.snapshot()).toMatchObject({ undo: null, redo: 'a' });
  });
});

describe('undoing one given change', () => {
  it('undoes it only while it is the last change', async () => {
    const history = createHistory();
    const log: string[] = [];
    const change = (label: string): Change => ({ label, undo: () => void log.push(`undo ${label}`), redo: () => undefined });
    const deleted = history.record(change('deleted experience'));
    history.record(change('reordered experiences'));
    expect(await history.undo(deleted ?? -1)).toBe(false);
    await history.undo();
    expect(await history.undo(deleted ?? -1)).toBe(true);
    expect(log).toEqual(['undo reordered experiences', 'undo deleted experience']);
  });
});

describe('the announcement', () => {
  it('changes when the same step is announced twice in a row, so screen readers read it again', async () => {
    const history = createHistory();
    const change: Change = { label: 'edited full name', undo: () => undefined, redo: () => undefined };
    history.record(change);
    history.record(change);
    await history.undo();
    const first = history.snapshot().announcement;
    await history.undo();
    const second = history.snapshot().announcement;
    expect(first).toBe('Undid: edited full name');
    expect(second).not.toBe(first);
    expect(second.trim()).toBe(first);
  });
});
