/**
 * Draws the demo pictures (flat portraits and project artwork) as small SVG files under
 * assets/demo/. Run once after changing it: `tsx scripts/make-demo-images.ts`. SVG keeps
 * them tiny and sharp at every width, and as <img> they can run no script.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'demo');
mkdirSync(outDir, { recursive: true });

interface PortraitSpec {
  bg: string;
  skin: string;
  hair: string;
  shirt: string;
  style: 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'bob';
  glasses?: boolean;
}

function portrait(p: PortraitSpec): string {
  const back =
    p.style === 'long'
      ? `<path d="M118 190Q104 86 200 80Q296 86 282 190L292 318Q200 340 108 318Z" fill="${p.hair}"/>`
      : p.style === 'bob'
        ? `<path d="M120 196Q106 90 200 84Q294 90 280 196L284 262Q200 278 116 262Z" fill="${p.hair}"/>`
        : p.style === 'curly'
          ? [130, 160, 200, 240, 270, 150, 250, 200]
              .map((x, i) => `<circle cx="${x}" cy="${i < 5 ? 118 + Math.abs(200 - x) * 0.35 : 96}" r="${i < 5 ? 38 : 34}" fill="${p.hair}"/>`)
              .join('')
          : p.style === 'bun'
            ? `<circle cx="200" cy="84" r="36" fill="${p.hair}"/>`
            : '';
  const front =
    p.style === 'bald'
      ? ''
      : p.style === 'curly'
        ? ''
        : `<path d="M132 180Q126 100 200 100Q274 100 268 180Q252 134 200 132Q156 134 132 180Z" fill="${p.hair}"/>`;
  const glasses = p.glasses
    ? `<g fill="none" stroke="#1d1d1f" stroke-width="5"><circle cx="173" cy="190" r="19"/><circle cx="227" cy="190" r="19"/><path d="M192 190h16"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="${p.bg}"/>
<circle cx="320" cy="86" r="120" fill="#ffffff" opacity=".14"/>
${back}
<path d="M56 400Q66 292 200 284Q334 292 344 400Z" fill="${p.shirt}"/>
<path d="M170 286L200 330L230 286Z" fill="#ffffff" opacity=".85"/>
<rect x="174" y="226" width="52" height="66" rx="22" fill="${p.skin}"/>
<rect x="174" y="226" width="52" height="30" fill="#000" opacity=".08"/>
<ellipse cx="200" cy="186" rx="66" ry="78" fill="${p.skin}"/>
${front}${glasses}
</svg>`;
}

function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

type ArtKind = 'dashboard' | 'mobile' | 'shapes' | 'blueprint' | 'hills' | 'terminal' | 'chart' | 'editorial';

function art(kind: ArtKind, palette: string[], seed: number): string {
  const r = rng(seed);
  const [c0 = '#222', c1 = '#555', c2 = '#999', c3 = '#ddd', c4 = '#fff'] = palette;
  const w = 1200;
  const h = 750;
  let body = '';
  switch (kind) {
    case 'dashboard': {
      body += `<rect width="${w}" height="${h}" fill="${c3}"/><rect x="80" y="70" width="1040" height="610" rx="22" fill="${c4}"/>`;
      body += `<rect x="80" y="70" width="220" height="610" rx="22" fill="${c0}"/>`;
      for (let i = 0; i < 6; i += 1) body += `<rect x="116" y="${150 + i * 52}" width="${110 + r() * 50}" height="14" rx="7" fill="${c4}" opacity=".${i === 0 ? 9 : 35}"/>`;
      for (let i = 0; i < 3; i += 1) body += `<rect x="${340 + i * 256}" y="110" width="232" height="120" rx="14" fill="${c3}"/><rect x="${364 + i * 256}" y="140" width="90" height="12" rx="6" fill="${c2}"/><rect x="${364 + i * 256}" y="170" width="${100 + r() * 80}" height="30" rx="8" fill="${i === 0 ? c1 : c0}"/>`;
      const pts = Array.from({ length: 12 }, (_, i) => `${360 + i * 62},${560 - r() * 180 - i * 12}`).join(' ');
      body += `<rect x="340" y="260" width="744" height="380" rx="14" fill="${c3}" opacity=".6"/><polyline points="${pts}" fill="none" stroke="${c1}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
      break;
    }
    case 'mobile': {
      body += `<rect width="${w}" height="${h}" fill="${c0}"/>`;
      for (let i = 0; i < 3; i += 1) {
        const x = 240 + i * 270;
        const y = 90 + (i === 1 ? -30 : 30);
        body += `<rect x="${x}" y="${y}" width="240" height="520" rx="36" fill="${c4}"/><rect x="${x + 16}" y="${y + 50}" width="208" height="150" rx="18" fill="${[c1, c2, c3][i]}"/>`;
        for (let j = 0; j < 5; j += 1) body += `<rect x="${x + 16}" y="${y + 226 + j * 48}" width="${140 + r() * 60}" height="16" rx="8" fill="${c0}" opacity=".${j === 0 ? 8 : 25}"/>`;
      }
      break;
    }
    case 'shapes': {
      body += `<rect width="${w}" height="${h}" fill="${c4}"/>`;
      for (let i = 0; i < 7; i += 1) {
        const colour = palette[i % 4] ?? c0;
        const x = r() * w;
        const y = r() * h;
        const s = 120 + r() * 260;
        body +=
          i % 3 === 0
            ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="${colour}"/>`
            : i % 3 === 1
              ? `<rect x="${x - s / 2}" y="${y - s / 2}" width="${s}" height="${s}" fill="${colour}" transform="rotate(${r() * 90} ${x} ${y})"/>`
              : `<path d="M${x} ${y - s / 2}L${x + s / 2} ${y + s / 2}L${x - s / 2} ${y + s / 2}Z" fill="${colour}"/>`;
      }
      break;
    }
    case 'blueprint': {
      body += `<defs><pattern id="g" width="30" height="30" patternUnits="userSpaceOnUse"><path d="M30 0H0V30" fill="none" stroke="${c4}" stroke-opacity=".15"/></pattern></defs><rect width="${w}" height="${h}" fill="${c0}"/><rect width="${w}" height="${h}" fill="url(#g)"/>`;
      body += `<g fill="none" stroke="${c4}" stroke-width="3"><circle cx="600" cy="375" r="210"/><circle cx="600" cy="375" r="90"/><circle cx="600" cy="375" r="30"/>`;
      for (let i = 0; i < 12; i += 1) {
        const a = (i / 12) * Math.PI * 2;
        body += `<path d="M${600 + Math.cos(a) * 210} ${375 + Math.sin(a) * 210}L${600 + Math.cos(a) * 250} ${375 + Math.sin(a) * 250}"/>`;
      }
      body += `<path d="M300 375H900M600 75V675" stroke-dasharray="18 10" stroke-opacity=".6"/><path d="M180 640H460M180 630V650M460 630V650"/></g>`;
      body += `<rect x="880" y="560" width="240" height="110" fill="none" stroke="${c4}" stroke-width="3"/><path d="M880 600H1120M1000 600V670" stroke="${c4}" stroke-width="2"/>`;
      break;
    }
    case 'hills': {
      body += `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c3}"/><stop offset="1" stop-color="${c4}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${820 + r() * 200}" cy="210" r="90" fill="${c2}"/>`;
      [c1, c0].forEach((colour, i) => {
        const base = 420 + i * 120;
        body += `<path d="M0 ${base}Q${300 + r() * 100} ${base - 160 + i * 40} 600 ${base - 20}T1200 ${base - 60}V750H0Z" fill="${colour}"/>`;
      });
      break;
    }
    case 'terminal': {
      body += `<rect width="${w}" height="${h}" fill="${c0}"/><rect x="90" y="80" width="1020" height="590" rx="16" fill="${c1}"/><circle cx="126" cy="112" r="9" fill="${c2}"/><circle cx="154" cy="112" r="9" fill="${c3}"/><circle cx="182" cy="112" r="9" fill="${c4}"/>`;
      for (let i = 0; i < 11; i += 1) {
        const indent = [0, 1, 2, 2, 1, 0, 1, 2, 3, 2, 0][i] ?? 0;
        body += `<rect x="${130 + indent * 40}" y="${160 + i * 44}" width="${80 + r() * 120}" height="16" rx="8" fill="${palette[2 + (i % 3)] ?? c2}"/><rect x="${240 + indent * 40 + r() * 80}" y="${160 + i * 44}" width="${120 + r() * 260}" height="16" rx="8" fill="${c4}" opacity=".35"/>`;
      }
      break;
    }
    case 'chart': {
      body += `<rect width="${w}" height="${h}" fill="${c4}"/><path d="M140 90V640H1100" fill="none" stroke="${c2}" stroke-width="2"/>`;
      for (let i = 0; i < 5; i += 1) body += `<path d="M140 ${160 + i * 110}H1100" stroke="${c3}" stroke-width="1.5"/>`;
      for (let i = 0; i < 60; i += 1) {
        const x = 170 + r() * 900;
        const y = 600 - (x - 140) * 0.42 - r() * 160 + 40;
        body += `<circle cx="${x}" cy="${y}" r="9" fill="${i % 3 === 0 ? c1 : c0}" opacity=".8"/>`;
      }
      body += `<path d="M160 610L1080 220" stroke="${c1}" stroke-width="6" stroke-dasharray="16 10"/>`;
      break;
    }
    case 'editorial': {
      body += `<rect width="${w}" height="${h}" fill="${c4}"/><rect x="0" y="0" width="520" height="${h}" fill="${c1}"/><circle cx="260" cy="375" r="170" fill="${c3}"/><rect x="600" y="140" width="480" height="40" fill="${c0}"/><rect x="600" y="200" width="380" height="40" fill="${c0}"/>`;
      for (let i = 0; i < 6; i += 1) body += `<rect x="600" y="${300 + i * 40}" width="${420 + r() * 60}" height="12" rx="6" fill="${c2}"/>`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

type PhotoKind = 'mountains' | 'aurora' | 'fog' | 'sea' | 'racks' | 'harbour' | 'midnight';

/**
 * Darkroom's photographs: layered landscapes with aerial perspective, at their own sizes. Soft light
 * is drawn with gradients, not SVG filters, which are slow to paint at these sizes.
 */
function photo(kind: PhotoKind, sky: [string, string], land: string[], seed: number, w: number, h: number): string {
  const r = rng(seed);
  const ridge = (base: number, rough: number, fill: string, opacity = 1) => {
    let d = `M0 ${h}L0 ${base}`;
    for (let x = 0; x <= w; x += w / 14) d += `L${x.toFixed(0)} ${(base - r() * rough).toFixed(0)}`;
    return `<path d="${d}L${w} ${h}Z" fill="${fill}" opacity="${opacity}"/>`;
  };
  let body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#fff8e6" stop-opacity=".75"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  const [l0 = '#333', l1 = '#555', l2 = '#777', l3 = '#999'] = land;
  switch (kind) {
    case 'mountains':
      body += `<circle cx="${w * 0.72}" cy="${h * 0.24}" r="${h * 0.05}" fill="#f4f1e8" opacity=".85"/>`;
      body += ridge(h * 0.5, h * 0.22, l3, 0.55) + ridge(h * 0.62, h * 0.2, l2, 0.75) + ridge(h * 0.76, h * 0.16, l1) + ridge(h * 0.9, h * 0.08, l0);
      break;
    case 'aurora':
      for (let i = 0; i < 90; i += 1) body += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h * 0.55).toFixed(0)}" r="${(0.6 + r() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.3 + r() * 0.6).toFixed(2)}"/>`;
      // Each band drawn three times, wider and fainter, for the soft edge a blur would give.
      for (const [spread, alpha] of [[2.6, 0.1], [1.7, 0.2], [1, 0.45]] as const) {
        body += `<g opacity="${alpha}" fill="none" stroke-linecap="round"><path d="M${-w * 0.1} ${h * 0.42}C${w * 0.2} ${h * 0.1} ${w * 0.5} ${h * 0.5} ${w * 1.1} ${h * 0.18}" stroke="${l3}" stroke-width="${h * 0.07 * spread}"/><path d="M${-w * 0.1} ${h * 0.3}C${w * 0.3} ${h * 0.05} ${w * 0.6} ${h * 0.38} ${w * 1.1} ${h * 0.08}" stroke="${l2}" stroke-width="${h * 0.03 * spread}"/></g>`;
      }
      body += ridge(h * 0.66, h * 0.08, l0) + `<rect y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="${l1}"/><g opacity=".2"><path d="M0 ${h * 0.8}C${w * 0.3} ${h * 0.9} ${w * 0.6} ${h * 0.76} ${w} ${h * 0.86}" stroke="${l3}" stroke-width="${h * 0.05}" fill="none"/></g>`;
      break;
    case 'fog':
      for (let row = 0; row < 4; row += 1) {
        const y = h * (0.45 + row * 0.15);
        body += `<g fill="${land[3 - row] ?? l0}" opacity="${(0.3 + row * 0.22).toFixed(2)}">`;
        for (let x = -20; x < w + 40; x += 26 + r() * 34) {
          const th = h * (0.12 + r() * 0.14) * (1 + row * 0.35);
          body += `<path d="M${x.toFixed(0)} ${(y - th).toFixed(0)}L${(x + th * 0.22).toFixed(0)} ${y.toFixed(0)}L${(x - th * 0.22).toFixed(0)} ${y.toFixed(0)}Z"/>`;
        }
        body += `<rect y="${y.toFixed(0)}" width="${w}" height="${h}" /></g>`;
      }
      break;
    case 'sea':
      body += `<circle cx="${w * 0.3}" cy="${h * 0.42}" r="${h * 0.16}" fill="url(#glow)"/>` + ridge(h * 0.52, h * 0.14, l1, 0.8);
      body += `<rect y="${h * 0.56}" width="${w}" height="${h * 0.44}" fill="${l0}"/>`;
      for (let i = 0; i < 26; i += 1) body += `<rect x="${(w * 0.3 - 60 - r() * 140).toFixed(0)}" y="${(h * 0.58 + i * h * 0.016).toFixed(0)}" width="${(80 + r() * 220).toFixed(0)}" height="2" fill="${l3}" opacity="${(0.5 - i * 0.017).toFixed(2)}"/>`;
      break;
    case 'racks':
      body += ridge(h * 0.5, h * 0.3, l3, 0.7) + `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${l1}"/>`;
      for (let i = 0; i < 6; i += 1) {
        const x = w * 0.08 + i * w * 0.15;
        body += `<path d="M${x} ${h * 0.8}L${x + w * 0.05} ${h * 0.45}L${x + w * 0.1} ${h * 0.8}M${x - w * 0.02} ${h * 0.55}H${x + w * 0.16}" stroke="${l0}" stroke-width="${w / 160}" fill="none"/>`;
        for (let j = 0; j < 8; j += 1) body += `<rect x="${(x + j * w * 0.017).toFixed(0)}" y="${h * 0.555}" width="${w / 180}" height="${(h * (0.08 + r() * 0.06)).toFixed(0)}" fill="${l0}"/>`;
      }
      break;
    case 'harbour':
      body += ridge(h * 0.5, h * 0.2, l2, 0.8);
      for (let x = 0; x < w; x += w / 11) {
        const bh = h * (0.1 + r() * 0.1);
        body += `<path d="M${x} ${h * 0.64}V${h * 0.64 - bh}L${x + w / 22} ${h * 0.6 - bh}L${x + w / 11 - 8} ${h * 0.64 - bh}V${h * 0.64}Z" fill="${l0}"/>`;
        if (r() > 0.35) body += `<rect x="${x + w / 40}" y="${h * 0.64 - bh * 0.6}" width="${w / 70}" height="${w / 80}" fill="#ffd58a"/>`;
      }
      body += `<rect y="${h * 0.64}" width="${w}" height="${h * 0.36}" fill="${l1}"/><g opacity=".3">`;
      for (let i = 0; i < 9; i += 1) body += `<rect x="${(r() * w).toFixed(0)}" y="${h * 0.66}" width="${w / 90}" height="${h * 0.2}" fill="#ffd58a"/>`;
      body += '</g>';
      break;
    case 'midnight':
      body += `<circle cx="${w * 0.55}" cy="${h * 0.5}" r="${h * 0.26}" fill="url(#glow)"/><circle cx="${w * 0.55}" cy="${h * 0.5}" r="${h * 0.045}" fill="#fff6dc"/>`;
      body += `<rect y="${h * 0.56}" width="${w}" height="${h * 0.44}" fill="${l1}"/><rect x="${w * 0.54}" y="${h * 0.56}" width="${w * 0.02}" height="${h * 0.44}" fill="${l3}" opacity=".35"/>`;
      body += `<path d="M0 ${h * 0.4}L${w * 0.12} ${h * 0.38}L${w * 0.24} ${h * 0.5}L${w * 0.3} ${h * 0.58}H0Z" fill="${l0}"/><path d="M${w} ${h * 0.36}L${w * 0.84} ${h * 0.42}L${w * 0.76} ${h * 0.58}H${w}Z" fill="${l0}"/>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

const portraits: Record<string, PortraitSpec> = {
  'maya-chen': { bg: '#6d5dfc', skin: '#f1c7a5', hair: '#1f1a24', shirt: '#ffffff', style: 'bob' },
  'eleanor-hart': { bg: '#c9b79c', skin: '#f3d2bd', hair: '#7a4a2a', shirt: '#2b2b2b', style: 'bun' },
  'jonas-berg': { bg: '#d9d9d6', skin: '#eec1a0', hair: '#a8763e', shirt: '#33363b', style: 'short' },
  'amara-okafor': { bg: '#2d4a7a', skin: '#8d5a3b', hair: '#17110d', shirt: '#e8b04b', style: 'curly' },
  'leo-navarro': { bg: '#0f2a3a', skin: '#d6a27c', hair: '#15171c', shirt: '#18d6b8', style: 'short', glasses: true },
  'sofia-lindqvist': { bg: '#a9c7a0', skin: '#f5d6c0', hair: '#c78a3b', shirt: '#2f5d46', style: 'long' },
  'david-adeyemi': { bg: '#8c2f39', skin: '#6f4630', hair: '#120d0a', shirt: '#f4efe6', style: 'bald', glasses: true },
  'lena-vogel': { bg: '#e30613', skin: '#f2cdb4', hair: '#101010', shirt: '#101010', style: 'bob' },
  'zoe-marchetti': { bg: '#ff5fa2', skin: '#e9b48f', hair: '#3b1f6e', shirt: '#ffd23f', style: 'curly' },
  'richard-hale': { bg: '#1d3557', skin: '#efc3a4', hair: '#8e8e8e', shirt: '#f1f1f1', style: 'short' },
  'kenji-watanabe': { bg: '#1b4f8a', skin: '#eac39c', hair: '#111111', shirt: '#e8eef6', style: 'short', glasses: true },
  'isabelle-laurent': { bg: '#2a2520', skin: '#f0cfb8', hair: '#3a2416', shirt: '#c9a96e', style: 'long' },
  'noor-haddad': { bg: '#16301c', skin: '#c99a76', hair: '#1b1410', shirt: '#7ee08a', style: 'long', glasses: true },
  'tomas-rivera': { bg: '#ffd84d', skin: '#d9a47e', hair: '#2b1a12', shirt: '#2d59d2', style: 'curly' },
  'mara-lindholm': { bg: '#3a3f46', skin: '#f1d3bf', hair: '#d9c4a0', shirt: '#15181c', style: 'long' },
  'victoria-ashworth': { bg: '#8a8178', skin: '#f0cdb6', hair: '#b9b2a8', shirt: '#1d2430', style: 'bob' },
  'anika-sorensen': { bg: '#6a3fd4', skin: '#f3d3c0', hair: '#e0b25c', shirt: '#1c2027', style: 'bun', glasses: true },
  'ravi-menon': { bg: '#f2a65a', skin: '#b07a55', hair: '#1b1512', shirt: '#16181d', style: 'short' },
  'ines-duarte': { bg: '#2b3cff', skin: '#e3b08c', hair: '#2a1a12', shirt: '#eeede9', style: 'long' },
  'anouk-verhoeven': { bg: '#d9c7a7', skin: '#f3d3bf', hair: '#c9a15a', shirt: '#1c2a35', style: 'bob' },
  'yara-oyelaran': { bg: '#c8f560', skin: '#7a4a2f', hair: '#141010', shirt: '#ff6b4a', style: 'curly' },
  'tiago-moreira': { bg: '#dfe7ea', skin: '#d9a67f', hair: '#2a1d16', shirt: '#17232b', style: 'short' },
  'samuel-osei': { bg: '#23272d', skin: '#6b4430', hair: '#111111', shirt: '#c8f031', style: 'bald' },
  'elena-varga': { bg: '#c9d3d6', skin: '#f0cdb6', hair: '#5a3a24', shirt: '#15303a', style: 'bun', glasses: true },
  'clemence-aubry': { bg: '#d9835f', skin: '#f1cdb0', hair: '#3b2418', shirt: '#2c3b57', style: 'bob' },
  'ruth-abernathy': { bg: '#b9b3a6', skin: '#e9c2a4', hair: '#55493f', shirt: '#1b1a17', style: 'short', glasses: true },
  'noemie-tremblay': { bg: '#fbfaf6', skin: '#e8bd9c', hair: '#2b1b14', shirt: '#1f49c7', style: 'curly' },
  'harriet-quennell': { bg: '#d9cdb4', skin: '#f2d2bd', hair: '#6b4a33', shirt: '#2a4467', style: 'bob', glasses: true },
  'clara-mendes': { bg: '#bfe3df', skin: '#e8b996', hair: '#2e1d14', shirt: '#0b6e7a', style: 'long' },
  'samuel-achebe': { bg: '#1b2a4a', skin: '#6b4430', hair: '#1a1411', shirt: '#e9edf5', style: 'short', glasses: true },
  'clara-whitfield': { bg: '#d8cdb8', skin: '#f2d4bf', hair: '#6b4a2e', shirt: '#9a2d16', style: 'bob', glasses: true },
  'iris-calloway': { bg: '#2f3b4a', skin: '#c68e6a', hair: '#1c1512', shirt: '#efe6d6', style: 'long' },
};

for (const [name, spec] of Object.entries(portraits)) writeFileSync(join(outDir, `${name}.svg`), portrait(spec));

const artworks: Record<string, [ArtKind, string[]]> = {
  'modern-1': ['dashboard', ['#2e2a6b', '#6d5dfc', '#b9b3ff', '#eeecff', '#ffffff']],
  'modern-2': ['mobile', ['#3b2f8f', '#ff8fab', '#8fd3ff', '#ffd27a', '#ffffff']],
  'modern-3': ['shapes', ['#6d5dfc', '#9b6dd6', '#ffb86b', '#ffe3c2', '#f7f5ff']],
  'classic-1': ['editorial', ['#1c1c1c', '#8b1e1e', '#b9b1a3', '#e9dccb', '#faf7f0']],
  'classic-2': ['chart', ['#1c1c1c', '#8b1e1e', '#9a948a', '#e4ded3', '#faf7f0']],
  'minimal-1': ['editorial', ['#111111', '#d9d9d6', '#b0b0ad', '#ffffff', '#f4f4f2']],
  'minimal-2': ['mobile', ['#ececea', '#c9c9c6', '#dededb', '#f6f6f4', '#ffffff']],
  'meridian-1': ['dashboard', ['#16243b', '#2a9d8f', '#9fb3c8', '#e8eef3', '#ffffff']],
  'meridian-2': ['chart', ['#16243b', '#2a9d8f', '#9fb3c8', '#e1e8ee', '#ffffff']],
  'circuit-1': ['terminal', ['#070b14', '#111a2e', '#18d6b8', '#7c5cff', '#ffcc66']],
  'circuit-2': ['dashboard', ['#0b1222', '#18d6b8', '#2a3550', '#131c31', '#1a2440']],
  'circuit-3': ['blueprint', ['#0b1222', '#18d6b8', '#2a3550', '#131c31', '#7cf5e1']],
  'eco-1': ['hills', ['#1f4d3a', '#4f7d5c', '#e3a857', '#f4e4c1', '#fbf6ea']],
  'eco-2': ['hills', ['#2e5e4e', '#89a894', '#d9824b', '#f1dfc0', '#fbf6ea']],
  'eco-3': ['chart', ['#1f4d3a', '#c96f3b', '#a7b8a8', '#e8e1d0', '#fbf8f1']],
  'scholar-1': ['chart', ['#1e2a44', '#8c2f39', '#8a8f99', '#e6e8ec', '#ffffff']],
  'scholar-2': ['dashboard', ['#1e2a44', '#8c2f39', '#c9ccd3', '#eef0f3', '#ffffff']],
  'swiss-1': ['editorial', ['#111111', '#e30613', '#b5b5b5', '#ffffff', '#f2f2f2']],
  'swiss-2': ['shapes', ['#e30613', '#111111', '#e30613', '#d0d0d0', '#f2f2f2']],
  'creative-1': ['shapes', ['#ff5fa2', '#3a2bd8', '#ffd23f', '#19c39c', '#fff4e0']],
  'creative-2': ['shapes', ['#3a2bd8', '#ffd23f', '#ff5fa2', '#111111', '#ffe9f2']],
  'creative-3': ['shapes', ['#19c39c', '#ff5fa2', '#111111', '#ffd23f', '#eaf0ff']],
  'creative-4': ['editorial', ['#111111', '#3a2bd8', '#ffd23f', '#ff5fa2', '#fff4e0']],
  'creative-5': ['hills', ['#3a2bd8', '#ff5fa2', '#ffd23f', '#ffe3ef', '#fff4e0']],
  'creative-6': ['mobile', ['#111111', '#ff5fa2', '#ffd23f', '#19c39c', '#ffffff']],
  'exec-1': ['dashboard', ['#0f2240', '#12a57a', '#c5cdd8', '#e9edf2', '#ffffff']],
  'exec-2': ['chart', ['#0f2240', '#12a57a', '#98a4b3', '#e3e8ee', '#ffffff']],
  'blueprint-1': ['blueprint', ['#123a6b', '#ffffff', '#9cc3ff', '#1b4f8a', '#ffffff']],
  'blueprint-2': ['blueprint', ['#0e2f57', '#ffffff', '#9cc3ff', '#1b4f8a', '#e6f0ff']],
  'noir-1': ['editorial', ['#0e0d0c', '#2a2520', '#8a7a62', '#c9a96e', '#171513']],
  'noir-2': ['hills', ['#171513', '#2a2520', '#c9a96e', '#3a342d', '#0e0d0c']],
  'noir-3': ['shapes', ['#c9a96e', '#3a342d', '#8a7a62', '#e8dcc4', '#171513']],
  'terminal-1': ['terminal', ['#0c0f0c', '#151c15', '#7ee08a', '#e8b857', '#7cb8ff']],
  'terminal-2': ['chart', ['#1b2119', '#1d7431', '#93a58f', '#d9d5c4', '#f5f3ea']],
  'campus-1': ['blueprint', ['#2d59d2', '#ffffff', '#ffe45c', '#1f45b0', '#ffffff']],
  'campus-2': ['chart', ['#1c2333', '#2d59d2', '#9aa3b5', '#e7e3da', '#ffffff']],
  'campus-3': ['editorial', ['#1c2333', '#ffcadf', '#586174', '#ffe45c', '#fbfaf6']],
  'boardroom-1': ['chart', ['#1f1d1a', '#7d1f2e', '#a39c90', '#e7e3da', '#fffdf8']],
  'kernel-1': ['terminal', ['#0d1117', '#151b23', '#b49bff', '#7ee0c2', '#e6edf3']],
  'kernel-2': ['blueprint', ['#1c2027', '#ffffff', '#b49bff', '#6a3fd4', '#e6edf3']],
  'kernel-3': ['dashboard', ['#1c2027', '#6a3fd4', '#c9cfd8', '#eef0f4', '#ffffff']],
  'sprint-1': ['mobile', ['#16181d', '#f2a65a', '#ffe08a', '#c2410c', '#f6f5f1']],
  'sprint-2': ['dashboard', ['#16181d', '#c2410c', '#c9c6bd', '#ece9e1', '#ffffff']],
  'sprint-3': ['chart', ['#16181d', '#c2410c', '#a9a59b', '#e6e3da', '#fbfaf6']],
  'monograph-1': ['chart', ['#241f19', '#9a2d16', '#8b8173', '#e6ddca', '#fbf8f1']],
  'monograph-2': ['hills', ['#3b3229', '#9a2d16', '#b9ad98', '#e6ddca', '#fbf8f1']],
  'quill-1': ['editorial', ['#1d1b18', '#8a3a2c', '#b8ada0', '#ece5d8', '#fcfaf5']],
  'quill-2': ['editorial', ['#1d1b18', '#2c4a6b', '#a9a39a', '#e8e3da', '#fcfaf5']],
  'ledger-1': ['chart', ['#151a21', '#0e5a6e', '#9aa0a6', '#e2e3dd', '#fbfbf8']],
  'ledger-2': ['dashboard', ['#151a21', '#0e5a6e', '#c9cbc4', '#ecece6', '#ffffff']],
  'studio-1': ['editorial', ['#111111', '#2b3cff', '#8fa0ff', '#eeede9', '#f7f6f3']],
  'studio-2': ['mobile', ['#2b3cff', '#eeede9', '#ffc9a8', '#8fa0ff', '#ffffff']],
  'studio-3': ['shapes', ['#2b3cff', '#111111', '#ff7a45', '#8fa0ff', '#eeede9']],
  'studio-4': ['hills', ['#3a2a10', '#e0902f', '#ffd166', '#ffe8b8', '#fff6e3']],
  'studio-5': ['dashboard', ['#111111', '#2b3cff', '#d3d1ca', '#eeede9', '#ffffff']],
  'gridline-1': ['blueprint', ['#f4f7f8', '#17232b', '#0a6a85', '#dfe7ea', '#0a6a85']],
  'gridline-2': ['chart', ['#17232b', '#b84a0e', '#9fb0b8', '#e3eaed', '#fbfcfc']],
  'carbon-1': ['blueprint', ['#111418', '#c8f031', '#5d6670', '#1c2026', '#c8f031']],
  'carbon-2': ['dashboard', ['#0d0f12', '#c8f031', '#3a4048', '#1c2026', '#262b32']],
  'carbon-3': ['terminal', ['#0d0f12', '#1c2026', '#c8f031', '#7fd1ff', '#e9edf1']],
  'atlas-1': ['hills', ['#1c2a35', '#b1422a', '#e3a857', '#e6ddca', '#f4f1ea']],
  'atlas-2': ['chart', ['#1c2a35', '#b1422a', '#a9a392', '#e3dccb', '#fbf9f4']],
  'prism-1': ['shapes', ['#ff6b4a', '#5b2cf0', '#c8f560', '#1f3bd6', '#f5f2ec']],
  'prism-2': ['shapes', ['#1f3bd6', '#c8f560', '#ff6b4a', '#111111', '#ffd7cc']],
  'prism-3': ['hills', ['#111111', '#5b2cf0', '#ff6b4a', '#1f3bd6', '#16236e']],
  'broadsheet-1': ['chart', ['#1c1b18', '#9b1c1c', '#8f887a', '#d9d2c2', '#f3efe5']],
  'broadsheet-2': ['mobile', ['#2a2824', '#9b1c1c', '#c8c0ae', '#57534b', '#f3efe5']],
  'column-1': ['editorial', ['#1e1c18', '#2a4467', '#b9ad95', '#e9e0cc', '#faf6ec']],
  'column-2': ['chart', ['#1e1c18', '#2a4467', '#9c927f', '#e6dcc6', '#faf6ec']],
  'duet-1': ['dashboard', ['#17171c', '#1f49c7', '#f3c340', '#efece3', '#ffffff']],
  'duet-2': ['editorial', ['#17171c', '#f3c340', '#1f49c7', '#f1efe8', '#fbfaf6']],
  'ward-1': ['chart', ['#12292c', '#0b6e7a', '#9fbfbd', '#dcecea', '#f7fbfb']],
  'ward-2': ['dashboard', ['#12292c', '#0b6e7a', '#c4dad8', '#e6f1f0', '#ffffff']],
  'vital-1': ['chart', ['#0b1426', '#ff5c72', '#6f86ad', '#1c2b48', '#111d33']],
  'vital-2': ['blueprint', ['#0f1c36', '#ff5c72', '#8fa6cc', '#1c2b48', '#e8edf5']],
  'vital-3': ['dashboard', ['#0b1426', '#ff5c72', '#33486e', '#16233d', '#1c2b48']],
};

/** Each picture's seed comes from its name, so adding a picture anywhere in a list redraws no other. */
function seedOf(name: string): number {
  let hash = 7;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 2_147_483_647;
  return hash;
}

for (const [name, [kind, palette]] of Object.entries(artworks)) writeFileSync(join(outDir, `${name}.svg`), art(kind, palette, seedOf(name)));
type IllustrationKind = 'orchard' | 'waves' | 'sprig' | 'awnings' | 'packets' | 'moths' | 'bird';

/**
 * Atelier's illustrations: gouache-like flat shapes with a wobble (every edge drawn from a few
 * jittered points), on a paper ground, at the proportions of the wall's tiles.
 */
function illustration(kind: IllustrationKind, palette: string[], seed: number, w: number, h: number): string {
  const r = rng(seed);
  const [paper = '#f5efe4', c1 = '#2a211b', c2 = '#b1452a', c3 = '#e3a857', c4 = '#6f8f6a'] = palette;
  const jit = (v: number, by: number) => (v + (r() - 0.5) * by).toFixed(1);
  const blob = (cx: number, cy: number, rx: number, ry: number, fill: string, points = 9) => {
    const pts = Array.from({ length: points }, (_, i) => {
      const a = (i / points) * Math.PI * 2;
      const k = 0.88 + r() * 0.22;
      return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
    });
    const mid = (a: readonly [number, number], b: readonly [number, number]) => `${((a[0] + b[0]) / 2).toFixed(1)} ${((a[1] + b[1]) / 2).toFixed(1)}`;
    let d = `M${mid(pts[points - 1]!, pts[0]!)}`;
    pts.forEach((pt, i) => (d += `Q${pt[0].toFixed(1)} ${pt[1].toFixed(1)} ${mid(pt, pts[(i + 1) % points]!)}`));
    return `<path d="${d}Z" fill="${fill}"/>`;
  };
  const leaf = (x: number, y: number, len: number, angle: number, fill: string) =>
    `<path d="M0 0Q${len * 0.5} ${-len * 0.32} ${len} 0Q${len * 0.5} ${len * 0.32} 0 0Z" fill="${fill}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)})"/>`;
  let body = `<rect width="${w}" height="${h}" fill="${paper}"/>`;
  switch (kind) {
    case 'orchard': {
      body += `<rect width="${w}" height="${h}" fill="${c1}"/><rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="${c4}"/>` + blob(w * 0.78, h * 0.22, h * 0.11, h * 0.11, paper, 12);
      for (let i = 0; i < 40; i += 1) body += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h * 0.5).toFixed(0)}" r="${(1.5 + r() * 2.5).toFixed(1)}" fill="${paper}" opacity=".7"/>`;
      body += blob(w * 0.5, h * 0.95, w * 0.75, h * 0.24, c4, 14);
      for (let t = 0; t < 5; t += 1) {
        const x = w * (0.1 + t * 0.2) + (r() - 0.5) * 40;
        const y = h * (0.56 + (t % 2) * 0.06);
        body += `<path d="M${jit(x - 12, 6)} ${h * 0.86}L${jit(x - 6, 6)} ${y}L${jit(x + 6, 6)} ${y}L${jit(x + 12, 6)} ${h * 0.86}Z" fill="${paper}" opacity=".85"/>`;
        body += blob(x, y - h * 0.08, w * 0.085, h * 0.14, c4) + blob(x + 10, y - h * 0.1, w * 0.06, h * 0.1, '#3f5a44');
        for (let f = 0; f < 6; f += 1) body += `<circle cx="${jit(x, w * 0.12)}" cy="${jit(y - h * 0.09, h * 0.18)}" r="${(h * 0.016).toFixed(1)}" fill="${f % 2 ? c2 : c3}"/>`;
      }
      const gx = w * 0.33;
      body += `<path d="M${gx} ${h * 0.9}L${gx + 26} ${h * 0.72}L${gx + 52} ${h * 0.9}Z" fill="${c2}"/>` + blob(gx + 26, h * 0.69, 16, 17, '#f1cdb0') + `<path d="M${gx + 40} ${h * 0.78}L${gx + 78} ${h * 0.66}" stroke="${c1}" stroke-width="5" stroke-linecap="round"/>`;
      break;
    }
    case 'waves': {
      body += `<rect width="${w}" height="${h}" fill="${c3}"/>` + blob(w * 0.7, h * 0.34, h * 0.2, h * 0.2, c2, 12);
      for (let i = 0; i < 7; i += 1) {
        const y = h * 0.42 + i * h * 0.09;
        let d = `M0 ${y}`;
        for (let x = 0; x <= w + 60; x += 60) d += `Q${x + 30} ${jit(y - 26, 8)} ${x + 60} ${jit(y, 4)}`;
        body += `<path d="${d}V${h}H0Z" fill="${i % 2 ? c1 : paper}" opacity="${i % 2 ? 0.9 : 1}"/>`;
      }
      break;
    }
    case 'sprig': {
      body += blob(w * 0.5, h * 0.52, w * 0.34, h * 0.36, c3 + '55', 11);
      const stems = 5;
      for (let i = 0; i < stems; i += 1) {
        const x = w * 0.5 + (i - 2) * w * 0.07;
        const top = h * (0.16 + r() * 0.12);
        body += `<path d="M${w * 0.5} ${h * 0.92}Q${jit(x, 30)} ${h * 0.55} ${x.toFixed(0)} ${top.toFixed(0)}" fill="none" stroke="${c4}" stroke-width="4" stroke-linecap="round"/>`;
        for (let j = 0; j < 7; j += 1) body += `<circle cx="${jit(x, 46)}" cy="${jit(top, 36)}" r="${(4 + r() * 5).toFixed(1)}" fill="${c2}"/>`;
        for (let j = 0; j < 3; j += 1) body += leaf(x + (r() - 0.5) * 20, top + h * (0.2 + j * 0.15), 46 + r() * 30, i < 2 ? 200 + r() * 30 : -30 + r() * 30, c4);
      }
      body += `<path d="M${w * 0.08} ${h * 0.9}H${w * 0.34}" stroke="${c1}" stroke-width="3" stroke-linecap="round"/><path d="M${w * 0.08} ${h * 0.94}H${w * 0.24}" stroke="${c1}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`;
      break;
    }
    case 'awnings': {
      body += `<rect width="${w}" height="${h}" fill="${c4}"/><rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="${c3}"/>`;
      for (let a = 0; a < 2; a += 1) {
        const y = h * (0.1 + a * 0.3);
        const stripes = 6;
        for (let i = 0; i < stripes; i += 1) {
          const x0 = (w / stripes) * i;
          body += `<path d="M${x0} ${y}H${x0 + w / stripes}V${y + h * 0.12}Q${x0 + w / stripes / 2} ${y + h * 0.17} ${x0} ${y + h * 0.12}Z" fill="${i % 2 ? paper : c2}"/>`;
        }
      }
      for (let i = 0; i < 14; i += 1) body += blob(w * (0.1 + (i % 7) * 0.13), h * (0.7 + Math.floor(i / 7) * 0.1), 26, 24, i % 3 ? c2 : '#e8782f', 7);
      body += blob(w * 0.72, h * 0.5, 34, 36, '#f1cdb0') + `<path d="M${w * 0.72 - 50} ${h * 0.64}Q${w * 0.72} ${h * 0.52} ${w * 0.72 + 50} ${h * 0.64}Z" fill="${c1}"/>`;
      break;
    }
    case 'packets': {
      body += `<rect width="${w}" height="${h}" fill="${c1}"/>`;
      const colours = [c3, c4, c2, paper];
      for (let i = 0; i < 4; i += 1) {
        const x = w * 0.08 + i * w * 0.225;
        const y = h * (0.18 + (i % 2) * 0.08);
        const pw = w * 0.19;
        const ph = h * 0.62;
        body += `<g transform="rotate(${((r() - 0.5) * 8).toFixed(1)} ${x + pw / 2} ${y + ph / 2})"><rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="6" fill="${colours[i]}"/><path d="M${x} ${y + 24}H${x + pw}" stroke="${c1}" stroke-width="2" stroke-dasharray="6 6"/>`;
        body += blob(x + pw / 2, y + ph * 0.48, pw * 0.26, ph * 0.2, i === 2 ? c3 : c2) + leaf(x + pw / 2, y + ph * 0.3, pw * 0.3, -70, i === 1 ? c3 : c4);
        body += `<rect x="${x + pw * 0.18}" y="${y + ph * 0.76}" width="${pw * 0.64}" height="10" rx="5" fill="${c1}"/><rect x="${x + pw * 0.28}" y="${y + ph * 0.84}" width="${pw * 0.44}" height="7" rx="3.5" fill="${c1}" opacity=".5"/></g>`;
      }
      break;
    }
    case 'moths': {
      body += `<rect width="${w}" height="${h}" fill="${c1}"/>`;
      for (let i = 0; i < 6; i += 1) {
        const cx = w * (0.22 + (i % 3) * 0.28);
        const cy = h * (0.3 + Math.floor(i / 3) * 0.42);
        const s = w * 0.09;
        const wing = [c3, c2, paper, c4][i % 4] ?? c3;
        body += `<g transform="translate(${cx.toFixed(0)} ${cy.toFixed(0)}) rotate(${((r() - 0.5) * 20).toFixed(1)})">`;
        for (const side of [-1, 1]) {
          body += `<path d="M0 -4C${side * s * 0.5} ${-s * 0.9} ${side * s * 1.2} ${-s * 0.5} ${side * s} ${s * 0.1}C${side * s * 0.8} ${s * 0.5} ${side * s * 0.3} ${s * 0.7} 0 8Z" fill="${wing}"/>`;
          body += `<circle cx="${side * s * 0.55}" cy="${-s * 0.15}" r="${s * 0.16}" fill="${c1}" opacity=".75"/><circle cx="${side * s * 0.55}" cy="${-s * 0.15}" r="${s * 0.07}" fill="${paper}"/>`;
        }
        body += `<rect x="-5" y="${-s * 0.4}" width="10" height="${s * 0.9}" rx="5" fill="${paper}"/><path d="M-2 ${-s * 0.4}Q${-s * 0.3} ${-s * 0.8} ${-s * 0.35} ${-s * 0.7}M2 ${-s * 0.4}Q${s * 0.3} ${-s * 0.8} ${s * 0.35} ${-s * 0.7}" stroke="${paper}" stroke-width="2" fill="none"/></g>`;
      }
      break;
    }
    case 'bird': {
      body += `<rect width="${w}" height="${h}" fill="${c4}"/>`;
      for (let i = 0; i < 30; i += 1) body += `<circle cx="${(r() * w).toFixed(0)}" cy="${(r() * h).toFixed(0)}" r="${(3 + r() * 4).toFixed(1)}" fill="${paper}" opacity=".8"/>`;
      body += `<path d="M${-20} ${h * 0.68}Q${w * 0.5} ${h * 0.58} ${w + 20} ${h * 0.64}" stroke="${c1}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
      for (let i = 0; i < 4; i += 1) body += leaf(w * (0.12 + i * 0.25), h * 0.64, 60, -40 - r() * 40, c1);
      const bx = w * 0.5;
      const by = h * 0.5;
      body += blob(bx, by, w * 0.2, h * 0.1, '#8b6b52', 11) + blob(bx - w * 0.04, by + h * 0.02, w * 0.12, h * 0.07, c2, 9) + blob(bx - w * 0.13, by - h * 0.07, w * 0.09, h * 0.06, '#8b6b52', 9);
      body += `<circle cx="${bx - w * 0.16}" cy="${by - h * 0.08}" r="5" fill="${c1}"/><path d="M${bx - w * 0.22} ${by - h * 0.07}L${bx - w * 0.27} ${by - h * 0.06}L${bx - w * 0.22} ${by - h * 0.05}Z" fill="${c3}"/><path d="M${bx + w * 0.16} ${by - h * 0.01}L${bx + w * 0.3} ${by - h * 0.06}L${bx + w * 0.28} ${by + h * 0.03}Z" fill="#6d513d"/>`;
      body += `<path d="M${bx - 10} ${by + h * 0.09}V${h * 0.6}M${bx + 14} ${by + h * 0.09}V${h * 0.6}" stroke="${c1}" stroke-width="4"/>`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
}

const paper = '#f5efe4';
const illustrations: Record<string, [IllustrationKind, string[], number, number]> = {
  'atelier-1': ['orchard', [paper, '#1f2740', '#c8553a', '#e9b44c', '#5f7f5a'], 1600, 1000],
  'atelier-2': ['waves', [paper, '#27476e', '#d9674a', '#f2d3b3', '#5f7f5a'], 1200, 750],
  'atelier-3': ['sprig', [paper, '#2a211b', '#c8553a', '#e9b44c', '#58744f'], 1200, 750],
  'atelier-4': ['awnings', [paper, '#2a211b', '#c8553a', '#e9c07a', '#a9c2b0'], 800, 1000],
  'atelier-5': ['packets', [paper, '#3a2f28', '#c8553a', '#e9b44c', '#6f8f6a'], 1200, 750],
  'atelier-6': ['moths', [paper, '#1d1a22', '#d9674a', '#e9b44c', '#8fb0a0'], 1200, 750],
  'atelier-7': ['bird', [paper, '#2a211b', '#c8553a', '#e9b44c', '#b9cbc4'], 800, 1000],
};
for (const [name, [kind, palette, w, h]] of Object.entries(illustrations)) writeFileSync(join(outDir, `${name}.svg`), illustration(kind, palette, seedOf(name), w, h));

const photos: Record<string, [PhotoKind, [string, string], string[], number, number]> = {
  'darkroom-1': ['mountains', ['#1d2c4a', '#8aa2c4'], ['#0d1524', '#23344f', '#4a6283', '#7d93b3'], 1600, 1000],
  'darkroom-2': ['aurora', ['#030712', '#10263a'], ['#04080f', '#0b1826', '#3fd1a0', '#7cf0b8'], 1000, 1250],
  'darkroom-3': ['fog', ['#c9cdd0', '#eceeee'], ['#2f3a36', '#58645f', '#8a948f', '#b3bab6'], 1000, 1250],
  'darkroom-4': ['sea', ['#4b5560', '#b9c0c4'], ['#262c31', '#3c454d', '#6d7880', '#dfe4e6'], 1800, 900],
  'darkroom-5': ['racks', ['#9fa9b0', '#dfe3e4'], ['#1d1f21', '#4a4f53', '#80878c', '#aab1b5'], 1200, 900],
  'darkroom-6': ['harbour', ['#1b2233', '#6e5a6a'], ['#0b0d12', '#1a2130', '#39405a', '#6e7391'], 1200, 900],
  'darkroom-7': ['midnight', ['#3b2a4a', '#f0a060'], ['#1a1414', '#4a3a3a', '#f6c27a', '#ffd9a0'], 1600, 1067],
};
for (const [name, [kind, sky, land, w, h]] of Object.entries(photos)) writeFileSync(join(outDir, `${name}.svg`), photo(kind, sky, land, seedOf(name), w, h));
process.stdout.write(`wrote ${Object.keys(portraits).length + Object.keys(artworks).length + Object.keys(photos).length + Object.keys(illustrations).length} files to ${outDir}\n`);
