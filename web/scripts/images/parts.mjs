// SVG building blocks for the illustrative images (sky, hills, town, cars, light). Every function
// returns an SVG fragment in the 1440 × 1080 scene space unless it says otherwise.

import { importFromContracts } from '../from-contracts.mjs';

const { createRandom } = await importFromContracts('createRandom');

export const YELLOW = '#FFC005';
export const DARK = '#2B2B2B';

let uid = 0;
/** A document-unique id for gradients and filters. */
export const id = (name) => `${name}${++uid}`;

/** Deterministic pseudo-random numbers (the seeded generator in contracts), so a rerun produces the same images. */
export function random(seed) {
  return createRandom(seed, 'images').next;
}

export const SKIES = {
  night: ['#0B1530', '#1B2A4E', '#3A3F63'],
  dusk: ['#2B2F5C', '#B4587A', '#F6A65B'],
  sunset: ['#3C3A7A', '#E4725B', '#FFD27A'],
  day: ['#5EA4E8', '#9FCBF2', '#E6F2FB'],
  morning: ['#7FB3E0', '#F5C9A4', '#FFE9C7'],
  overcast: ['#59606E', '#7D8491', '#A9ADB5'],
  winter: ['#8FA6C2', '#C7D3E0', '#EEF2F6'],
};

export function sky(kind, { stars = kind === 'night', moon = kind === 'night', sun = null, seed = 1 } = {}) {
  const [top, middle, bottom] = SKIES[kind];
  const gid = id('sky');
  const rand = random(seed);
  let extras = '';
  if (stars) {
    for (let i = 0; i < 140; i++) {
      const r = rand() * 1.6 + 0.4;
      extras += `<circle cx="${(rand() * 1440).toFixed(1)}" cy="${(rand() * 560).toFixed(1)}" r="${r.toFixed(2)}" fill="#fff" opacity="${(rand() * 0.6 + 0.2).toFixed(2)}"/>`;
    }
  }
  if (moon) {
    const mid = id('moon');
    extras += `<defs><radialGradient id="${mid}"><stop offset="0" stop-color="#FFF8DC" stop-opacity=".55"/><stop offset="1" stop-color="#FFF8DC" stop-opacity="0"/></radialGradient></defs>
      <circle cx="1180" cy="170" r="150" fill="url(#${mid})"/><circle cx="1180" cy="170" r="46" fill="#FDF6D8"/>
      <circle cx="1165" cy="160" r="9" fill="#E9E0BC"/><circle cx="1195" cy="185" r="6" fill="#E9E0BC"/>`;
  }
  if (sun) {
    const sid = id('sun');
    extras += `<defs><radialGradient id="${sid}"><stop offset="0" stop-color="#FFF3C4"/><stop offset=".12" stop-color="#FFE08A" stop-opacity=".95"/><stop offset=".4" stop-color="#FFB85C" stop-opacity=".35"/><stop offset="1" stop-color="#FF9A4D" stop-opacity="0"/></radialGradient></defs>
      <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r ?? 420}" fill="url(#${sid})"/>`;
  }
  return `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="1440" height="1080" fill="url(#${gid})"/>${extras}`;
}

/** A soft cloud bank. */
export function clouds(y, color, opacity = 0.5, seed = 3) {
  const rand = random(seed);
  let out = `<g opacity="${opacity}" filter="url(#soft)">`;
  for (let i = 0; i < 7; i++) {
    const x = rand() * 1500 - 60;
    const w = 180 + rand() * 260;
    out += `<ellipse cx="${x.toFixed(0)}" cy="${(y + rand() * 80).toFixed(0)}" rx="${w.toFixed(0)}" ry="${(26 + rand() * 24).toFixed(0)}" fill="${color}"/>`;
  }
  return `${out}</g>`;
}

/** A ridge of the České středohoří with the cone of Radobýl. */
export function hills(baseY, color, { cone = true, blur = true, seed = 5, amplitude = 60 } = {}) {
  const rand = random(seed);
  let d = `M0 ${baseY}`;
  for (let x = 0; x <= 1440; x += 120) {
    const y = baseY - amplitude * (0.4 + rand() * 0.6);
    d += ` Q${x + 60} ${y - 20} ${x + 120} ${y}`;
  }
  d += ' L1440 1080 L0 1080 Z';
  const coneShape = cone
    ? `<path d="M260 ${baseY + 10} C360 ${baseY - 120} 400 ${baseY - 205} 455 ${baseY - 210} C510 ${baseY - 205} 560 ${baseY - 120} 660 ${baseY + 10} Z" fill="${color}"/>`
    : '';
  return `<g ${blur ? 'filter="url(#haze)"' : ''}>${coneShape}<path d="${d}" fill="${color}"/></g>`;
}

/** Terraced vineyard rows on a slope (the region is called the Garden of Bohemia). */
export function vineyard(x, y, width, height, color = '#5C7F3A', rows = 9) {
  let out = `<path d="M${x} ${y + height} C${x + width * 0.25} ${y} ${x + width * 0.7} ${y - 10} ${x + width} ${y + height * 0.2} L${x + width} ${y + height} Z" fill="${color}"/>`;
  for (let i = 1; i < rows; i++) {
    const t = i / rows;
    const yy = y + height * t;
    out += `<path d="M${x + width * 0.05} ${yy + 30 * (1 - t)} Q${x + width * 0.5} ${yy - 40 * (1 - t)} ${x + width} ${yy + 8}" stroke="#3E5E28" stroke-width="${3 + t * 5}" fill="none" stroke-dasharray="${4 + t * 8} ${3 + t * 4}" stroke-linecap="round" opacity=".85"/>`;
  }
  return out;
}

const FACADES = [
  '#E8C98F',
  '#D98C6A',
  '#EADFC8',
  '#9FB7A5',
  '#E3A857',
  '#C9B8D6',
  '#F0E2B6',
  '#B9CBDC',
  '#E7B7A0',
];
const NIGHT_FACADES = ['#3B3A4A', '#463E45', '#3D4450', '#4A4338', '#40394A', '#3A4341'];

/** A burgher house with a gable; ground floor with arcades like the houses on Mírové náměstí. */
export function house(
  x,
  baseY,
  w,
  h,
  { palette = 'day', seed = 1, gable = 'stepped', arcades = true, lit = 0.45 } = {},
) {
  const rand = random(seed);
  const night = palette === 'night';
  const facade = night ? NIGHT_FACADES[seed % NIGHT_FACADES.length] : FACADES[seed % FACADES.length];
  const roof = night ? '#241E24' : '#8E3B2C';
  const top = baseY - h;
  let out = `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${facade}"/>`;
  // Gable.
  const gh = w * 0.55;
  if (gable === 'stepped') {
    out += `<path d="M${x} ${top} L${x} ${top - gh * 0.35} L${x + w * 0.2} ${top - gh * 0.35} L${x + w * 0.2} ${top - gh * 0.7} L${x + w * 0.38} ${top - gh * 0.7} L${x + w * 0.38} ${top - gh} L${x + w * 0.62} ${top - gh} L${x + w * 0.62} ${top - gh * 0.7} L${x + w * 0.8} ${top - gh * 0.7} L${x + w * 0.8} ${top - gh * 0.35} L${x + w} ${top - gh * 0.35} L${x + w} ${top} Z" fill="${facade}"/>`;
  } else if (gable === 'baroque') {
    out += `<path d="M${x} ${top} C${x} ${top - gh * 0.5} ${x + w * 0.3} ${top - gh * 0.4} ${x + w * 0.35} ${top - gh * 0.8} L${x + w * 0.5} ${top - gh * 1.05} L${x + w * 0.65} ${top - gh * 0.8} C${x + w * 0.7} ${top - gh * 0.4} ${x + w} ${top - gh * 0.5} ${x + w} ${top} Z" fill="${facade}"/>`;
  } else {
    out += `<path d="M${x - 6} ${top} L${x + w / 2} ${top - gh * 0.8} L${x + w + 6} ${top} Z" fill="${roof}"/>`;
  }
  out += `<rect x="${x}" y="${top - 6}" width="${w}" height="8" fill="${night ? '#2A262C' : '#00000022'}"/>`;
  // Windows.
  const floors = Math.max(2, Math.round((h - (arcades ? 150 : 90)) / 95));
  const cols = Math.max(2, Math.round(w / 62));
  const cw = w / cols;
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cw + cw * 0.28;
      const wy = top + 34 + f * 95;
      const on = night && rand() < lit;
      const glass = night ? (on ? '#FFD27A' : '#1C2233') : '#5B6F82';
      out += `<rect x="${wx.toFixed(1)}" y="${wy}" width="${(cw * 0.44).toFixed(1)}" height="58" rx="3" fill="${glass}"/>`;
      if (!night) {
        out += `<rect x="${(wx - 4).toFixed(1)}" y="${wy - 4}" width="${(cw * 0.44 + 8).toFixed(1)}" height="66" rx="4" fill="none" stroke="#FFFFFFAA" stroke-width="3"/>`;
      } else if (on) {
        out += `<rect x="${(wx - 10).toFixed(1)}" y="${wy - 10}" width="${(cw * 0.44 + 20).toFixed(1)}" height="78" fill="#FFC46B" opacity=".18" filter="url(#glow)"/>`;
      }
    }
  }
  // Gable window.
  out += `<circle cx="${x + w / 2}" cy="${top - gh * 0.42}" r="${Math.min(14, w * 0.08)}" fill="${night ? (rand() < 0.5 ? '#FFD27A' : '#1C2233') : '#5B6F82'}"/>`;
  if (arcades) {
    const n = Math.max(2, Math.round(w / 80));
    const aw = w / n;
    for (let i = 0; i < n; i++) {
      const ax = x + i * aw + aw * 0.12;
      const inner = night ? (rand() < 0.7 ? '#E9A94E' : '#15171F') : '#3A3531';
      out += `<path d="M${ax.toFixed(1)} ${baseY} L${ax.toFixed(1)} ${baseY - 70} A${(aw * 0.38).toFixed(1)} ${(aw * 0.38).toFixed(1)} 0 0 1 ${(ax + aw * 0.76).toFixed(1)} ${baseY - 70} L${(ax + aw * 0.76).toFixed(1)} ${baseY} Z" fill="${inner}"/>`;
    }
  } else {
    out += `<rect x="${x + w * 0.4}" y="${baseY - 80}" width="${w * 0.2}" height="80" rx="4" fill="${night ? '#1B1B22' : '#5A3E2B'}"/>`;
  }
  return out;
}

/** The town hall tower. */
export function tower(x, baseY, { palette = 'day', height = 520 } = {}) {
  const night = palette === 'night';
  const wall = night ? '#4A4550' : '#E9DDC2';
  const roof = night ? '#1F2B2B' : '#3F6F62';
  const top = baseY - height;
  return `<rect x="${x}" y="${top}" width="90" height="${height}" fill="${wall}"/>
    <rect x="${x + 30}" y="${top + 60}" width="30" height="50" rx="15" fill="${night ? '#FFD27A' : '#4B5A66'}"/>
    <circle cx="${x + 45}" cy="${top + 170}" r="26" fill="${night ? '#FFF1C7' : '#FDFBF5'}" stroke="${night ? '#B99F63' : '#6D5A3A'}" stroke-width="4"/>
    <path d="M${x + 45} ${top + 170} L${x + 45} ${top + 152} M${x + 45} ${top + 170} L${x + 58} ${top + 176}" stroke="#333" stroke-width="3"/>
    <path d="M${x - 8} ${top} L${x + 45} ${top - 120} L${x + 98} ${top} Z" fill="${roof}"/>
    <path d="M${x + 45} ${top - 120} L${x + 45} ${top - 160}" stroke="${roof}" stroke-width="4"/>
    <circle cx="${x + 45}" cy="${top - 162}" r="6" fill="#D9B24A"/>`;
}

/** The Chalice House (dům U Kalicha) with its chalice-shaped roof lantern. */
export function chaliceHouse(x, baseY, { palette = 'day', seed = 7 } = {}) {
  const night = palette === 'night';
  const gold = night ? '#C9A45C' : '#C98F2E';
  return `${house(x, baseY, 300, 330, { palette, seed, gable: 'flat', arcades: true })}
    <g transform="translate(${x + 150} ${baseY - 330 - 150})">
      <path d="M-58 -40 Q0 40 58 -40 Z" fill="${gold}"/>
      <rect x="-8" y="-2" width="16" height="40" fill="${gold}"/>
      <path d="M-30 40 L30 40 L20 30 L-20 30 Z" fill="${gold}"/>
      <rect x="-62" y="-46" width="124" height="8" rx="4" fill="${gold}"/>
    </g>`;
}

/** The baroque Cathedral of St Stephen on the Cathedral Hill. */
export function cathedral(x, baseY, { palette = 'day' } = {}) {
  const night = palette === 'night';
  const wall = night ? '#5A5560' : '#EFE6D2';
  const trim = night ? '#3F3B46' : '#CDBF9F';
  const roof = night ? '#232A30' : '#4E4A48';
  const win = night ? '#E8B65E' : '#55606B';
  return `<g>
    <path d="M${x} ${baseY} L${x} ${baseY - 280} L${x + 420} ${baseY - 280} L${x + 420} ${baseY} Z" fill="${wall}"/>
    <path d="M${x - 10} ${baseY - 280} L${x + 210} ${baseY - 420} L${x + 430} ${baseY - 280} Z" fill="${roof}"/>
    <path d="M${x + 120} ${baseY - 280} C${x + 120} ${baseY - 360} ${x + 160} ${baseY - 380} ${x + 210} ${baseY - 400} C${x + 260} ${baseY - 380} ${x + 300} ${baseY - 360} ${x + 300} ${baseY - 280} Z" fill="${wall}" stroke="${trim}" stroke-width="6"/>
    <circle cx="${x + 210}" cy="${baseY - 330}" r="22" fill="${win}"/>
    ${[60, 150, 270, 360]
      .map(
        (wx) =>
          `<path d="M${x + wx - 18} ${baseY - 60} L${x + wx - 18} ${baseY - 190} A18 18 0 0 1 ${x + wx + 18} ${baseY - 190} L${x + wx + 18} ${baseY - 60} Z" fill="${win}"/>`,
      )
      .join('')}
    <path d="M${x + 185} ${baseY} L${x + 185} ${baseY - 110} A25 25 0 0 1 ${x + 235} ${baseY - 110} L${x + 235} ${baseY} Z" fill="${night ? '#2A2228' : '#5A3E2B'}"/>
    <rect x="${x + 450}" y="${baseY - 560}" width="110" height="560" fill="${wall}"/>
    <rect x="${x + 450}" y="${baseY - 560}" width="110" height="14" fill="${trim}"/>
    <rect x="${x + 450}" y="${baseY - 300}" width="110" height="10" fill="${trim}"/>
    <path d="M${x + 480} ${baseY - 380} L${x + 480} ${baseY - 470} A25 25 0 0 1 ${x + 530} ${baseY - 470} L${x + 530} ${baseY - 380} Z" fill="${win}"/>
    <path d="M${x + 440} ${baseY - 560} C${x + 440} ${baseY - 620} ${x + 475} ${baseY - 640} ${x + 505} ${baseY - 650} C${x + 535} ${baseY - 640} ${x + 570} ${baseY - 620} ${x + 570} ${baseY - 560} Z" fill="${roof}"/>
    <path d="M${x + 480} ${baseY - 650} C${x + 480} ${baseY - 690} ${x + 530} ${baseY - 690} ${x + 530} ${baseY - 650} Z" fill="${roof}"/>
    <path d="M${x + 505} ${baseY - 680} L${x + 505} ${baseY - 740} M${x + 490} ${baseY - 722} L${x + 520} ${baseY - 722}" stroke="${night ? '#C9A45C' : '#B8912F'}" stroke-width="5"/>
  </g>`;
}

/** Cobbled square or street from `top` down, seen in perspective. */
export function cobbles(top, { palette = 'day', wet = false } = {}) {
  const gid = id('ground');
  const night = palette === 'night';
  const near = night ? '#23232B' : palette === 'winter' ? '#E9EDF2' : '#8C8478';
  const far = night ? '#3A3642' : palette === 'winter' ? '#D5DCE4' : '#B5AC9E';
  let lines = '';
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const y = top + (1080 - top) * t * t;
    lines += `<line x1="0" y1="${y.toFixed(1)}" x2="1440" y2="${y.toFixed(1)}" stroke="#000" stroke-opacity="${(0.05 + t * 0.12).toFixed(2)}" stroke-width="${(1 + t * 2).toFixed(1)}"/>`;
  }
  for (let i = -20; i <= 20; i++) {
    const x = 720 + i * 60;
    lines += `<line x1="${720 + i * 22}" y1="${top}" x2="${x * 1.0 + i * 110}" y2="1080" stroke="#000" stroke-opacity=".07" stroke-width="2"/>`;
  }
  return `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${far}"/><stop offset="1" stop-color="${near}"/></linearGradient></defs>
    <rect x="0" y="${top}" width="1440" height="${1080 - top}" fill="url(#${gid})"/>${lines}
    ${wet ? `<rect x="0" y="${top}" width="1440" height="${1080 - top}" fill="#9FB5D8" opacity=".08"/>` : ''}`;
}

/** Asphalt road with a dashed centre line. */
export function road(top, { palette = 'day' } = {}) {
  const night = palette === 'night';
  const gid = id('road');
  return `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${night ? '#2E2E36' : '#6E6E72'}"/><stop offset="1" stop-color="${night ? '#17171C' : '#4A4A4F'}"/></linearGradient></defs>
    <rect x="0" y="${top}" width="1440" height="${1080 - top}" fill="url(#${gid})"/>
    <line x1="0" y1="${top + (1080 - top) * 0.62}" x2="1440" y2="${top + (1080 - top) * 0.62}" stroke="#F2F2F2" stroke-opacity=".75" stroke-width="8" stroke-dasharray="70 60"/>
    <rect x="0" y="${top}" width="1440" height="14" fill="${night ? '#55535C' : '#A8A39A'}"/>`;
}

/** A street lamp with its halo. */
export function lamp(x, baseY, { on = true, height = 330 } = {}) {
  const top = baseY - height;
  return `<g>
    ${on ? `<circle cx="${x}" cy="${top + 18}" r="110" fill="url(#lampGlow)"/>` : ''}
    <rect x="${x - 5}" y="${top + 30}" width="10" height="${height - 30}" fill="#1E1E22"/>
    <rect x="${x - 14}" y="${baseY - 20}" width="28" height="20" rx="4" fill="#1E1E22"/>
    <path d="M${x - 22} ${top + 10} L${x + 22} ${top + 10} L${x + 14} ${top + 38} L${x - 14} ${top + 38} Z" fill="${on ? '#FFE6A8' : '#BFC4CC'}" stroke="#1E1E22" stroke-width="4"/>
    <path d="M${x - 26} ${top + 10} L${x} ${top - 6} L${x + 26} ${top + 10} Z" fill="#1E1E22"/>
  </g>`;
}

/**
 * A yellow taxi sedan seen from the side, facing right, about 540 × 210 in its own space, wheels
 * on y = 200. `x`, `y` place the left end of the ground line; `scale` sizes it; `flip` faces left.
 */
export function taxi(
  x,
  y,
  { scale = 1, flip = false, night = false, lights = night, sign = true, label = true } = {},
) {
  const body = id('body');
  const glass = id('glass');
  const rim = id('rim');
  const beam = id('beam');
  const transform = flip
    ? `translate(${x + 540 * scale} ${y - 200 * scale}) scale(${-scale} ${scale})`
    : `translate(${x} ${y - 200 * scale}) scale(${scale})`;
  // Text stays readable when the car faces left: mirror it back around its centre (x = 262).
  const unflip = flip ? 'transform="translate(524 0) scale(-1 1)"' : '';
  const wheel = (cx) => `<g>
      <circle cx="${cx}" cy="166" r="40" fill="#151515"/>
      <circle cx="${cx}" cy="166" r="27" fill="url(#${rim})"/>
      ${[0, 72, 144, 216, 288].map((a) => `<rect x="${cx - 3}" y="141" width="6" height="25" fill="#8A8F96" transform="rotate(${a} ${cx} 166)"/>`).join('')}
      <circle cx="${cx}" cy="166" r="7" fill="#4A4E55"/>
    </g>`;
  return `<g transform="${transform}">
    <defs>
      <linearGradient id="${body}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFD54A"/><stop offset=".45" stop-color="${YELLOW}"/><stop offset="1" stop-color="#D99A00"/></linearGradient>
      <linearGradient id="${glass}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${night ? '#2A3550' : '#5E7A96'}"/><stop offset=".55" stop-color="${night ? '#141A2A' : '#23354A'}"/><stop offset="1" stop-color="${night ? '#3B4A6A' : '#7D9AB6'}"/></linearGradient>
      <radialGradient id="${rim}"><stop offset="0" stop-color="#E7EAEE"/><stop offset="1" stop-color="#9AA1A9"/></radialGradient>
      <linearGradient id="${beam}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FFF6D5" stop-opacity=".75"/><stop offset="1" stop-color="#FFF6D5" stop-opacity="0"/></linearGradient>
    </defs>
    <ellipse cx="270" cy="206" rx="275" ry="16" fill="#000" opacity=".35" filter="url(#soft)"/>
    ${lights ? `<path d="M516 118 L900 70 L900 230 L516 150 Z" fill="url(#${beam})" filter="url(#soft)"/>` : ''}
    <path d="M16 168 L12 128 Q14 106 48 100 L120 92 Q150 70 196 52 Q214 44 250 43 L322 44 Q352 46 372 60 L414 92 L478 100 Q512 108 520 130 L524 160 Q524 170 510 172 L458 172 A48 48 0 0 0 362 172 L162 172 A48 48 0 0 0 66 172 L26 172 Q16 172 16 168 Z" fill="url(#${body})"/>
    <path d="M136 92 L198 58 Q214 52 246 51 L258 51 L258 92 Z" fill="url(#${glass})"/>
    <path d="M270 51 L320 52 Q344 54 360 66 L392 92 L270 92 Z" fill="url(#${glass})"/>
    <path d="M136 92 L402 92" stroke="#B98200" stroke-width="3"/>
    <path d="M262 92 L262 168 M140 96 L140 160 M394 96 L398 150" stroke="#B98200" stroke-width="2.5" fill="none" opacity=".8"/>
    <rect x="214" y="104" width="26" height="6" rx="3" fill="#B98200"/><rect x="330" y="104" width="26" height="6" rx="3" fill="#B98200"/>
    <path d="M12 136 L524 136" stroke="#FFE58C" stroke-width="3" opacity=".7"/>
    ${Array.from({ length: 22 }, (_, i) => `<rect x="${150 + i * 11}" y="${i % 2 ? 142 : 148}" width="11" height="6" fill="#222"/>`).join('')}
    ${label ? `<text ${unflip} x="262" y="130" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="14" fill="#333" letter-spacing="1">TAXI LITOMĚŘICE</text>` : ''}
    <path d="M402 92 L418 84 L428 92 Z" fill="#222"/>
    <path d="M500 112 Q516 114 520 128 L496 124 Z" fill="${lights ? '#FFF6D5' : '#F4F1E6'}"/>
    ${lights ? '<circle cx="508" cy="120" r="26" fill="#FFF3C2" opacity=".55" filter="url(#glow)"/>' : ''}
    <path d="M14 114 L30 112 L30 128 L13 130 Z" fill="${night ? '#FF4D3D' : '#C8382B'}"/>
    ${night ? '<circle cx="20" cy="121" r="20" fill="#FF3B2F" opacity=".45" filter="url(#glow)"/>' : ''}
    <path d="M30 100 Q150 80 250 76" stroke="#FFF" stroke-opacity=".45" stroke-width="3" fill="none"/>
    ${
      sign
        ? `<g><path d="M224 43 L230 26 L294 26 L300 43 Z" fill="${night ? '#FFF3B0' : '#FDFDF7'}" stroke="#333" stroke-width="2"/>
      <text ${unflip} x="262" y="40" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="14" fill="#222">TAXI</text>
      ${night ? '<ellipse cx="262" cy="34" rx="50" ry="20" fill="#FFE58C" opacity=".4" filter="url(#glow)"/>' : ''}</g>`
        : ''
    }
    ${wheel(114)}${wheel(410)}
  </g>`;
}

/** The 8-seat van, side view facing right, ~600 × 260 in its own space, wheels on y = 260. */
export function van(x, y, { scale = 1, night = false } = {}) {
  const body = id('vbody');
  const glass = id('vglass');
  const wheel = (cx) =>
    `<circle cx="${cx}" cy="224" r="42" fill="#151515"/><circle cx="${cx}" cy="224" r="26" fill="#B9BEC5"/><circle cx="${cx}" cy="224" r="8" fill="#4A4E55"/>`;
  return `<g transform="translate(${x} ${y - 260 * scale}) scale(${scale})">
    <defs>
      <linearGradient id="${body}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFD54A"/><stop offset=".5" stop-color="${YELLOW}"/><stop offset="1" stop-color="#D99A00"/></linearGradient>
      <linearGradient id="${glass}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${night ? '#2A3550' : '#5E7A96'}"/><stop offset=".6" stop-color="#1E2B3C"/><stop offset="1" stop-color="#6F8CA8"/></linearGradient>
    </defs>
    <ellipse cx="300" cy="264" rx="300" ry="16" fill="#000" opacity=".35" filter="url(#soft)"/>
    <path d="M10 226 L10 60 Q12 34 44 32 L430 30 Q470 32 490 60 L540 118 Q590 128 598 160 L600 214 Q598 228 584 230 L522 230 A50 50 0 0 0 418 230 L186 230 A50 50 0 0 0 82 230 L20 230 Z" fill="url(#${body})"/>
    <path d="M40 52 L150 52 L150 118 L40 118 Z M166 52 L290 52 L290 118 L166 118 Z M306 52 L420 52 L420 118 L306 118 Z" fill="url(#${glass})"/>
    <path d="M436 52 L474 54 L520 118 L436 118 Z" fill="url(#${glass})"/>
    <path d="M296 40 L296 222 M428 40 L428 222" stroke="#B98200" stroke-width="3"/>
    ${Array.from({ length: 40 }, (_, i) => `<rect x="${20 + i * 14}" y="${i % 2 ? 158 : 165}" width="14" height="7" fill="#222"/>`).join('')}
    <text x="220" y="150" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="18" fill="#333">TAXI LITOMĚŘICE · 8 MÍST</text>
    <path d="M578 146 Q596 150 598 168 L570 164 Z" fill="#F4F1E6"/>
    <rect x="10" y="70" width="12" height="34" fill="#C8382B"/>
    <path d="M250 30 L258 12 L336 12 L344 30 Z" fill="#FDFDF7" stroke="#333" stroke-width="2"/>
    <text x="297" y="27" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="15" fill="#222">TAXI</text>
    ${wheel(134)}${wheel(470)}
  </g>`;
}

/** Shared filters and gradients every scene uses. */
export const COMMON_DEFS = `<defs>
  <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <filter id="haze"><feGaussianBlur stdDeviation="2.2"/></filter>
  <filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="4" result="noise"/>
    <feColorMatrix type="saturate" values="0"/>
    <feComponentTransfer><feFuncA type="table" tableValues="0 .09"/></feComponentTransfer>
    <feComposite in2="SourceGraphic" operator="in"/>
  </filter>
  <radialGradient id="lampGlow"><stop offset="0" stop-color="#FFE3A0" stop-opacity=".8"/><stop offset=".35" stop-color="#FFC46B" stop-opacity=".25"/><stop offset="1" stop-color="#FFC46B" stop-opacity="0"/></radialGradient>
  <radialGradient id="vignette" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></radialGradient>
</defs>`;

/** Film grain and vignette over a finished scene: what makes flat shapes read as a photograph. */
export const FINISH = `<rect width="1440" height="1080" fill="url(#vignette)"/><rect width="1440" height="1080" fill="#808080" filter="url(#grain)"/>`;

/** Blurred city lights for backgrounds. */
export function bokeh(
  count,
  { seed = 9, y = [200, 700], colors = ['#FFC46B', '#FF8A5C', '#FFF1C7', '#8FB8FF'], size = [20, 70] } = {},
) {
  const rand = random(seed);
  let out = '<g filter="url(#bokeh)">';
  for (let i = 0; i < count; i++) {
    const r = size[0] + rand() * (size[1] - size[0]);
    out += `<circle cx="${(rand() * 1440).toFixed(0)}" cy="${(y[0] + rand() * (y[1] - y[0])).toFixed(0)}" r="${r.toFixed(0)}" fill="${colors[Math.floor(rand() * colors.length)]}" opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`;
  }
  return `${out}</g>`;
}
