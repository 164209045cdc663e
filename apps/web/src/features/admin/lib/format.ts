const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

export const formatUsd = (value: number) => usd.format(value);
const wholeUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
export const formatWholeUsd = (value: number) => wholeUsd.format(value);
export const formatPercent = (ratio: number) => `${(ratio * 100).toFixed(ratio > 0 && ratio < 0.1 ? 1 : 0)}%`;

/** A date and time as the admin screens show them (the reader's locale, to the minute). */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** An amount in US cents, as dollars and cents. */
export const formatCents = (cents: number) => usd.format(cents / 100);
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
/** Short dollar amounts for a chart's axis ($26.4K). */
export const formatCompactUsd = (value: number) => compactUsd.format(value);
