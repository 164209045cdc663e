import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

/**
 * How a snapshot's content is stored: brotli of its JSON, either whole or as a delta against the
 * website's previous blob. Most edits change one field or one item, so a delta holds that field, or
 * the changed items of a list with the unchanged ones as their ids: a hundred or so bytes where the
 * whole site takes a few kilobytes compressed. Chains are kept short (MAX_CHAIN_DEPTH), so reading
 * any snapshot takes at most that many small decompressions, and a trimmed history frees its blobs
 * once no kept one is built on them.
 */
type Document = Record<string, unknown>;
type Item = Record<string, unknown> & { id: number };

/** The same JSON for the same content whatever the order of its keys (JSONB reorders them). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** 128 bits of SHA-256: plenty to tell one website's contents apart, and half the index. */
export const hashOf = (document: Document) => createHash('sha256').update(canonicalJson(document)).digest().subarray(0, 16).toString('base64url');

const compress = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
const expand = (data: Uint8Array) => JSON.parse(brotliDecompressSync(data).toString('utf8')) as unknown;

/** A list whose items each carry a distinct numeric id (the sections): stored item by item. */
function isItemList(value: unknown): value is Item[] {
  if (!Array.isArray(value)) return false;
  const ids = new Set<number>();
  for (const item of value) {
    if (!item || typeof item !== 'object' || typeof (item as { id?: unknown }).id !== 'number') return false;
    ids.add((item as Item).id);
  }
  return ids.size === value.length;
}

interface Delta {
  /** Fields that differ from the base, with their new value. */
  set: Document;
  /** Fields the base has and the document does not. */
  unset: string[];
  /** Item lists: an unchanged item is its id, a new or changed one is the item. */
  lists: Record<string, Array<number | Item>>;
}

export function makeDelta(base: Document, document: Document): Delta {
  const delta: Delta = { set: {}, unset: [], lists: {} };
  for (const key of Object.keys(base)) if (!(key in document)) delta.unset.push(key);
  for (const [key, value] of Object.entries(document)) {
    const before = base[key];
    if (canonicalJson(before) === canonicalJson(value)) continue;
    if (isItemList(before) && isItemList(value)) {
      const previous = new Map(before.map((item) => [item.id, canonicalJson(item)]));
      delta.lists[key] = value.map((item) => (previous.get(item.id) === canonicalJson(item) ? item.id : item));
    } else {
      delta.set[key] = value;
    }
  }
  return delta;
}

export function applyDelta(base: Document, delta: Delta): Document {
  const document: Document = { ...base, ...delta.set };
  for (const key of delta.unset) delete document[key];
  for (const [key, entries] of Object.entries(delta.lists)) {
    const previous = base[key];
    const byId = new Map(isItemList(previous) ? previous.map((item) => [item.id, item]) : []);
    document[key] = entries.map((entry) => {
      if (typeof entry !== 'number') return entry;
      const item = byId.get(entry);
      if (!item) throw new Error(`snapshot delta refers to item ${entry} that its base does not have`);
      return item;
    });
  }
  return document;
}

/** How many deltas may follow a whole blob before the next one is whole again. */
export const MAX_CHAIN_DEPTH = 20;

export interface Encoded {
  data: Buffer;
  /** The blob the data is a delta against; null when the data is the whole document. */
  baseId: number | null;
}

/** The smaller of the whole document and a delta against `base` (the previous blob, `depth` deltas after a whole one). */
export function encodeSnapshot(document: Document, base?: { id: number; document: Document; depth: number }): Encoded {
  const whole = compress(JSON.stringify(document));
  if (!base || base.depth >= MAX_CHAIN_DEPTH) return { data: whole, baseId: null };
  const delta = compress(JSON.stringify(makeDelta(base.document, document)));
  // A delta that saves little (most of the site changed) is not worth the chain it lengthens.
  return delta.length * 2 < whole.length ? { data: delta, baseId: base.id } : { data: whole, baseId: null };
}

/** The document back from its data (and its base's document when it is a delta). */
export function decodeSnapshot(data: Uint8Array, base?: Document): Document {
  const value = expand(data);
  if (!base) return value as Document;
  return applyDelta(base, value as Delta);
}

/** The uploads a document shows (/uploads/... in any field): what must outlive its snapshot. */
export function filesOf(document: Document): string[] {
  return [...new Set(JSON.stringify(document).match(/\/uploads\/[a-z-]+\/[a-f0-9]{64}\.[a-z0-9]{2,5}/g) ?? [])].sort();
}
