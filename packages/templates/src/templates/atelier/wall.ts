/**
 * The wall's bento layout: tiles go up in groups that each fill the six columns of the grid
 * exactly, so no count of pictures leaves a hole. A group's shape comes from its place on the wall
 * and, when the picture's own size is known (an upload), from its lead picture's proportions.
 */

/** A slot's shape on the six-column grid: its first column, width in columns and height in rows. */
export interface Slot {
  shape: 'big' | 'small' | 'tall' | 'half' | 'wide';
  col: number;
  cols: number;
  rows: number;
}

const big = (col: number): Slot => ({ shape: 'big', col, cols: 4, rows: 2 });
const small = (col: number): Slot => ({ shape: 'small', col, cols: 2, rows: 1 });
const tall = (col: number): Slot => ({ shape: 'tall', col, cols: 2, rows: 2 });
const half = (col: number): Slot => ({ shape: 'half', col, cols: 3, rows: 2 });

/** The groups by their number of tiles: every one of them covers six columns and two rows. */
const groups = {
  lead: [big(1), small(5), small(5)],
  leadMirrored: [small(1), small(1), big(3)],
  portraits: [tall(1), tall(3), tall(5)],
  flanked: [tall(1), small(3), small(3), tall(5)],
  halves: [half(1), half(4)],
  wide: [{ shape: 'wide', col: 1, cols: 6, rows: 2 } satisfies Slot],
};

/** How many tiles each group takes: fours and threes, a two to finish, never a lone one after the first. */
export function groupSizes(count: number): number[] {
  const sizes: number[] = [];
  const cycle = [3, 4, 3, 2];
  let left = count;
  for (let at = 0; left > 0; at += 1) {
    if (left <= 4) {
      sizes.push(left);
      break;
    }
    const size = left === 5 ? 3 : (cycle[at % cycle.length] ?? 3);
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

/**
 * A slot for every tile, in order. `ratios` holds each picture's width over height when it is
 * known (undefined otherwise): a group of three led by an upright picture becomes three uprights.
 */
export function wallSlots(ratios: (number | undefined)[]): Slot[] {
  const slots: Slot[] = [];
  let start = 0;
  let threes = 0;
  for (const size of groupSizes(ratios.length)) {
    const lead = ratios[start];
    const upright = lead !== undefined && lead < 0.9;
    let group: Slot[];
    if (size === 1) group = groups.wide;
    else if (size === 2) group = groups.halves;
    else if (size === 4) group = groups.flanked;
    else {
      group = upright ? groups.portraits : threes % 2 === 0 ? groups.lead : groups.leadMirrored;
      threes += 1;
    }
    slots.push(...group);
    start += size;
  }
  return slots;
}

/** The classes that place a slot: its shape, first column and spans (styles.ts). */
export function slotClass(slot: Slot): string {
  return `t-${slot.shape} c${slot.col} w${slot.cols} h${slot.rows}`;
}
