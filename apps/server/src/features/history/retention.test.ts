import { plans } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { retentionText, snapshotsPastRetention } from './retention';

const DAY = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');
/** One snapshot a day going back `count` days, newest first: ids 1 (today) to count. */
const daily = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1, created_at: new Date(now.getTime() - index * DAY) }));

describe('snapshot retention per plan', () => {
  it('free keeps the last 10, however recent the others are', () => {
    const hourly = Array.from({ length: 14 }, (_, index) => ({ id: index + 1, created_at: new Date(now.getTime() - index * 3_600_000) }));
    expect(snapshotsPastRetention(hourly, plans.free.snapshot_retention, now)).toEqual([11, 12, 13, 14]);
    expect(snapshotsPastRetention(daily(10), plans.free.snapshot_retention, now)).toEqual([]);
  });

  it('pro keeps 30 days, and never fewer than the last 10', () => {
    // Days 0..39: those older than 30 days (ids 32..40) go.
    expect(snapshotsPastRetention(daily(40), plans.pro.snapshot_retention, now)).toEqual([32, 33, 34, 35, 36, 37, 38, 39, 40]);
    // Twelve snapshots, all older than 30 days: the newest 10 stay.
    const old = daily(12).map((snapshot) => ({ ...snapshot, created_at: new Date(snapshot.created_at.getTime() - 60 * DAY) }));
    expect(snapshotsPastRetention(old, plans.pro.snapshot_retention, now)).toEqual([11, 12]);
  });

  it('premium keeps a year', () => {
    const weekly = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, created_at: new Date(now.getTime() - index * 7 * DAY) }));
    // 52 weeks = 364 days are kept, week 53 (371 days) and older go.
    expect(snapshotsPastRetention(weekly, plans.premium.snapshot_retention, now)).toEqual([54, 55, 56, 57, 58, 59, 60]);
  });

  it('a downgrade applies the smaller retention: the same history under free keeps 10', () => {
    expect(snapshotsPastRetention(daily(40), plans.free.snapshot_retention, now)).toHaveLength(30);
  });

  it('orders by time whatever the order given, the id breaking ties', () => {
    const same = Array.from({ length: 12 }, (_, index) => ({ id: 12 - index, created_at: now }));
    expect(snapshotsPastRetention(same.reverse(), plans.free.snapshot_retention, now).toSorted((a, b) => a - b)).toEqual([1, 2]);
  });

  it('says the rule in words', () => {
    expect(retentionText('free')).toBe('Your Free plan keeps the last 10 versions.');
    expect(retentionText('pro')).toBe('Your Pro plan keeps 30 days of versions.');
    expect(retentionText('premium')).toBe('Your Premium plan keeps a year of versions.');
  });
});
