/**
 * Owners pick theme colours freely; pages must still meet WCAG AA. These helpers derive
 * readable variants (darker for text on white, a readable ink on a coloured fill).
 */
export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount];
}

/** Move `colour` toward `toward` until it reaches `ratio` against `against`. */
export function ensureContrast(colour: string, against: string, ratio: number, toward: string = '#000000'): string {
  const base = parseHex(colour);
  const bg = parseHex(against);
  const target = parseHex(toward);
  if (!base || !bg || !target) return toward;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(base, target, step / 20);
    // A little headroom: rounding to hex can cost a hundredth.
    if (contrast(candidate, bg) >= ratio + 0.05) return toHex(candidate);
  }
  return toward;
}

/** White or near-black, whichever reads better on `fill`. */
export function inkOn(fill: string, dark = '#111111'): string {
  const rgb = parseHex(fill);
  if (!rgb) return dark;
  const darkRgb = parseHex(dark) ?? [17, 17, 17];
  return contrast(rgb, [255, 255, 255]) >= contrast(rgb, darkRgb) ? '#ffffff' : dark;
}

export function withAlpha(hex: string, alpha: number): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  return `rgba(${rgb[0]},${rgb[1]},${rgb[2]},${alpha})`;
}
