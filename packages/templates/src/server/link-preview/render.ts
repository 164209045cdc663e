import sharp from 'sharp';
import { contrast, parseHex } from '../../lib/colour';
import { fontStack, type Face } from './fonts';
import { LINK_PREVIEW_SIZE, type LinkPreviewSpec } from './spec';
import { fitText, shapeLine, type Block } from './text';

const { width: W, height: H } = LINK_PREVIEW_SIZE;
const STRIPE = 20;
const MARGIN = 96;

interface Stacks {
  display: Face[];
  text: Face[];
  textStrong: Face[];
}

async function stacksFor(spec: LinkPreviewSpec): Promise<Stacks> {
  const [display, text, textStrong] = await Promise.all([fontStack(spec.fonts.display, 700), fontStack(spec.fonts.text, 500), fontStack(spec.fonts.text, 700)]);
  return { display, text, textStrong };
}

/** Each line's outline, the first baseline `top + cap` down, then a line height apart. */
function drawBlock(block: Block, x: number, top: number, fill: string, align: 'start' | 'end' = 'start'): string {
  const cap = block.size * 0.78;
  const d = block.lines.map((line, index) => line.path(align === 'end' ? x - line.width : x, top + cap + index * block.lineHeight)).join('');
  return d ? `<path d="${d}" fill="${fill}"/>` : '';
}

const blockHeight = (block: Block) => (block.lines.length === 0 ? 0 : block.size * 0.78 + (block.lines.length - 1) * block.lineHeight + block.size * 0.22);

function label(text: string, stack: Face[], x: number, baseline: number, fill: string): string {
  const line = shapeLine(text, stack, 22, 22 * 0.14);
  return `<path d="${line.path(x, baseline)}" fill="${fill}"/>`;
}

/** The owner's picture as a disc, or null when it cannot be read (the monogram stands in). */
async function photoDisc(photo: Buffer | undefined, diameter: number): Promise<Buffer | null> {
  if (!photo) return null;
  try {
    const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${diameter}" height="${diameter}"><circle cx="${diameter / 2}" cy="${diameter / 2}" r="${diameter / 2}"/></svg>`);
    return await sharp(photo, { limitInputPixels: 40_000_000 })
      .resize(diameter, diameter, { fit: 'cover', position: 'centre' })
      .ensureAlpha()
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

function monogram(spec: LinkPreviewSpec, stack: Face[], cx: number, cy: number, r: number): string {
  const letters = Array.from(spec.initials).slice(0, 2).join('') || '•';
  const line = shapeLine(letters, stack, r * 0.82);
  const { accent, background, ink, onAccent } = spec.palette;
  // Where the accent is barely apart from the background (it is the background colour), the disc takes the ink.
  const fill = contrast(parseHex(accent)!, parseHex(background)!) >= 3 ? accent : ink;
  const letterInk = fill === accent ? onAccent : background;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><path d="${line.path(cx - line.width / 2, cy + r * 0.82 * 0.36)}" fill="${letterInk}"/>`;
}

function frame(spec: LinkPreviewSpec, body: string): string {
  const { palette } = spec;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="${palette.background}"/><rect width="${STRIPE}" height="${H}" fill="${palette.accent}"/>${body}</svg>`;
}

/** The site's card: name, headline and address beside the owner's picture. */
async function siteCard(spec: LinkPreviewSpec, stacks: Stacks, photo: Buffer | undefined) {
  const { palette } = spec;
  const r = 170;
  const cx = W - MARGIN - r - 24;
  const cy = H / 2;
  const disc = await photoDisc(photo, r * 2);
  const textWidth = cx - r - 56 - MARGIN;
  const headline = spec.headline ? fitText(spec.headline, stacks.text, { width: textWidth, maxLines: 2, sizes: [40, 36, 32, 28], lineHeight: 1.25 }) : null;
  const gap = 34;
  const ruleHeight = 6;
  const heightWith = (name: Block) => blockHeight(name) + gap + ruleHeight + (headline ? gap + blockHeight(headline) : 0);
  // The block sits between the label and the address: a long name beside a long headline takes a smaller size.
  const room = H - 150 - 150;
  const sizes = [92, 84, 76, 68, 60, 52];
  let name = fitText(spec.name, stacks.display, { width: textWidth, maxLines: 3, sizes, lineHeight: 1.06 });
  for (let cap = 1; cap < sizes.length && heightWith(name) > room; cap += 1) name = fitText(spec.name, stacks.display, { width: textWidth, maxLines: 3, sizes: sizes.slice(cap), lineHeight: 1.06 });
  const total = heightWith(name);
  const top = Math.max(150, (H - total) / 2 - 10);
  const ruleY = top + blockHeight(name) + gap;
  const parts = [
    label('PORTFOLIO', stacks.textStrong, MARGIN, 104, palette.accentInk),
    drawBlock(name, MARGIN, top, palette.ink),
    `<rect x="${MARGIN}" y="${ruleY}" width="72" height="${ruleHeight}" rx="3" fill="${palette.accent}"/>`,
    headline ? drawBlock(headline, MARGIN, ruleY + ruleHeight + gap, palette.muted) : '',
    drawBlock(fitText(spec.address, stacks.textStrong, { width: textWidth + r, maxLines: 1, sizes: [26], lineHeight: 1 }), MARGIN, H - 84 - 26 * 0.78, palette.accentInk),
    // A soft disc behind the picture gives it depth in the template's colour.
    `<circle cx="${cx}" cy="${cy}" r="${r + 44}" fill="${palette.accent}" fill-opacity="0.12"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r + 10}" fill="${palette.background}"/>`,
    disc ? '' : monogram(spec, stacks.display, cx, cy, r),
  ];
  return { svg: frame(spec, parts.join('')), overlays: disc ? [{ input: disc, left: cx - r, top: cy - r }] : [] };
}

/** A post's card: its title large, the author and the address below. */
async function postCard(spec: LinkPreviewSpec, stacks: Stacks, photo: Buffer | undefined) {
  const { palette } = spec;
  const width = W - MARGIN * 2;
  const title = fitText(spec.title || 'Untitled', stacks.display, { width, maxLines: 3, sizes: [80, 72, 64, 56, 50, 44], lineHeight: 1.1 });
  const r = 44;
  const cx = MARGIN + r;
  const cy = H - 72 - r;
  const disc = await photoDisc(photo, r * 2);
  const textX = cx + r + 24;
  const address = fitText(spec.address, stacks.textStrong, { width: 420, maxLines: 1, sizes: [24, 22, 20], lineHeight: 1 });
  const nameWidth = W - MARGIN - textX - (address.lines[0]?.width ?? 0) - 40;
  const name = fitText(spec.name, stacks.textStrong, { width: nameWidth, maxLines: 1, sizes: [30, 27, 24], lineHeight: 1 });
  const headline = spec.headline ? fitText(spec.headline, stacks.text, { width: nameWidth, maxLines: 1, sizes: [24, 22, 20], lineHeight: 1 }) : null;
  const nameTop = headline ? cy - 34 : cy - name.size * 0.5;
  const dividerY = cy - r - 36;
  const titleTop = 150 + Math.max(0, (dividerY - 150 - blockHeight(title)) / 2 - 20);
  const parts = [
    label('WRITING', stacks.textStrong, MARGIN, 104, palette.accentInk),
    drawBlock(title, MARGIN, titleTop, palette.ink),
    `<rect x="${MARGIN}" y="${dividerY}" width="${width}" height="2" fill="${palette.muted}" fill-opacity="0.3"/>`,
    disc ? `<circle cx="${cx}" cy="${cy}" r="${r + 4}" fill="${palette.accent}"/>` : monogram(spec, stacks.display, cx, cy, r),
    drawBlock(name, textX, nameTop, palette.ink),
    headline ? drawBlock(headline, textX, nameTop + name.size + 8, palette.muted) : '',
    drawBlock(address, W - MARGIN, cy - address.size * 0.5, palette.accentInk, 'end'),
  ];
  return { svg: frame(spec, parts.join('')), overlays: disc ? [{ input: disc, left: cx - r, top: cy - r }] : [] };
}

/**
 * The link preview as a 1200×630 PNG. `photo` is the owner's picture's bytes (any format sharp
 * reads); without it, or when it cannot be decoded, the owner's initials stand in.
 */
export async function renderLinkPreview(spec: LinkPreviewSpec, photo?: Buffer): Promise<Buffer> {
  const stacks = await stacksFor(spec);
  const { svg, overlays } = spec.kind === 'post' ? await postCard(spec, stacks, photo) : await siteCard(spec, stacks, photo);
  return sharp(Buffer.from(svg))
    .composite(overlays)
    .png({ compressionLevel: 7, adaptiveFiltering: false })
    .toBuffer();
}
