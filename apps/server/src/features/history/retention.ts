import { getPlan, plans, type SnapshotRetention } from '@folio/schema';

const DAY_MS = 86_400_000;

/** Every plan keeps at least free's number of versions: a paying plan never keeps fewer than free would. */
export const MINIMUM_KEPT = plans.free.snapshot_retention.kind === 'count' ? plans.free.snapshot_retention.count : 10;

/** The snapshots a plan's retention lets go: beyond the newest `count`, or older than `days` (beyond the newest MINIMUM_KEPT). */
export function snapshotsPastRetention(snapshots: ReadonlyArray<{ id: number; created_at: Date }>, rule: SnapshotRetention, now: Date): number[] {
  const newestFirst = [...snapshots].sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
  const kept = rule.kind === 'count' ? rule.count : MINIMUM_KEPT;
  const oldest = rule.kind === 'days' ? now.getTime() - rule.days * DAY_MS : Number.POSITIVE_INFINITY;
  return newestFirst.filter((snapshot, index) => index >= kept && snapshot.created_at.getTime() < oldest).map((snapshot) => snapshot.id);
}

export const retentionOf = (plan: string | null | undefined) => getPlan(plan).snapshot_retention;

/** The rule in words, for the History panel. */
export function retentionText(plan: string | null | undefined): string {
  const definition = getPlan(plan);
  const rule = definition.snapshot_retention;
  const kept = rule.kind === 'count' ? `the last ${rule.count} versions` : rule.days % 365 === 0 ? `${rule.days / 365 === 1 ? 'a year' : `${rule.days / 365} years`} of versions` : `${rule.days} days of versions`;
  return `Your ${definition.display_name} plan keeps ${kept}.`;
}
