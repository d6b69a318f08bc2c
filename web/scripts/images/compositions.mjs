// Pictures that are not 4:3 scenes: the poster, the app preview, the Open Graph card, the icons.
import { COMMON_DEFS, DARK, taxi, YELLOW } from './parts.mjs';
import { heroScene } from './scenes.mjs';

const FONT = 'Liberation Sans, Arial, sans-serif';

const checker = (y, width, size, count) =>
  Array.from(
    { length: count * 2 },
    (_, i) =>
      `<rect x="${(i % count) * size}" y="${y + Math.floor(i / count) * size}" width="${size}" height="${size}" fill="${(i + Math.floor(i / count)) % 2 ? DARK : 'none'}"/>`,
  ).join('');

/**
 * The words on the poster and the social card in each language of the site (the pictures are
 * committed, so their text is written here rather than read from web/src/i18n).
 */
export const PICTURE_TEXTS = {
  cs: { lead: 'Po celém městě jen za', card: 'Po městě za 50 Kč', persons: 'až 8 osob v jednom voze' },
  de: {
    lead: 'In der ganzen Stadt für nur',
    card: 'In der Stadt für 50 Kč',
    persons: 'bis zu 8 Personen pro Wagen',
  },
  en: { lead: 'Anywhere in town for just', card: 'Around town for 50 Kč', persons: 'up to 8 people per car' },
};

/** The poster of the landing popup: 400 × 560 space (5:7), in a language of PICTURE_TEXTS. */
export function poster({ phone, locale = 'cs' }) {
  const words = PICTURE_TEXTS[locale];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 560">${COMMON_DEFS}
    <defs><radialGradient id="pbg" cx=".5" cy=".3" r=".9"><stop offset="0" stop-color="#FFD54A"/><stop offset="1" stop-color="#F2AE00"/></radialGradient></defs>
    <rect width="400" height="560" fill="url(#pbg)"/>
    ${checker(0, 400, 20, 20)}
    <text x="200" y="100" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="74" letter-spacing="6" fill="${DARK}">TAXI</text>
    <text x="200" y="136" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="27" letter-spacing="5" fill="${DARK}">LITOMĚŘICE</text>
    <g transform="translate(0 0)">
      <rect x="30" y="160" width="340" height="190" rx="18" fill="${DARK}"/>
      <svg x="30" y="160" width="340" height="190" viewBox="150 400 1140 640" preserveAspectRatio="xMidYMid slice">${heroScene()}</svg>
    </g>
    <rect x="30" y="160" width="340" height="190" rx="18" fill="none" stroke="${DARK}" stroke-width="6"/>
    <text x="200" y="398" text-anchor="middle" font-family="${FONT}" font-size="22" fill="${DARK}">${words.lead}</text>
    <text x="200" y="452" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="56" fill="${DARK}">50 Kč</text>
    <text x="200" y="478" text-anchor="middle" font-family="${FONT}" font-size="19" fill="${DARK}">${words.persons}</text>
    <rect x="40" y="494" width="320" height="46" rx="23" fill="${DARK}"/>
    <text x="200" y="525" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="24" fill="${YELLOW}">☎ ${phone}</text>
  </svg>`;
}

/** A phone showing the app: map, route and the approaching taxi; 360 × 480 space. */
export function appPreview() {
  let streets = '';
  for (let i = 0; i < 9; i++) {
    streets += `<path d="M${-20 + i * 40} 60 L${60 + i * 30} 460" stroke="#FFFFFF" stroke-width="${i % 3 ? 6 : 11}"/>`;
    streets += `<path d="M40 ${90 + i * 44} L330 ${70 + i * 40}" stroke="#FFFFFF" stroke-width="${i % 4 ? 5 : 10}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 480">${COMMON_DEFS}
    <defs>
      <linearGradient id="abg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFF4CC"/><stop offset="1" stop-color="#FFE08A"/></linearGradient>
      <clipPath id="screen"><rect x="92" y="44" width="176" height="392" rx="22"/></clipPath>
    </defs>
    <rect width="360" height="480" fill="url(#abg)"/>
    <circle cx="300" cy="70" r="120" fill="${YELLOW}" opacity=".35"/>
    <ellipse cx="186" cy="452" rx="110" ry="14" fill="#000" opacity=".25" filter="url(#soft)"/>
    <rect x="80" y="28" width="200" height="424" rx="34" fill="#1C1C20"/>
    <g clip-path="url(#screen)">
      <rect x="92" y="44" width="176" height="392" fill="#E9EEE6"/>
      <path d="M92 300 Q160 250 268 290 L268 340 Q170 300 92 350 Z" fill="#A9C8E8"/>
      <rect x="200" y="90" width="60" height="70" rx="6" fill="#CFE3C2"/>
      ${streets}
      <path d="M120 390 Q150 300 190 260 T240 120" stroke="#1A5FD0" stroke-width="7" fill="none" stroke-linecap="round"/>
      <circle cx="240" cy="120" r="10" fill="#C8382B" stroke="#FFF" stroke-width="3"/>
      <g transform="translate(172 282) rotate(-40)"><rect x="-16" y="-9" width="32" height="18" rx="6" fill="${YELLOW}" stroke="#333" stroke-width="2"/><rect x="-6" y="-13" width="12" height="5" fill="#FFF" stroke="#333"/></g>
      <rect x="92" y="44" width="176" height="44" fill="${YELLOW}"/>
      <text x="180" y="72" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="15" fill="#333">TAXI LITOMĚŘICE</text>
      <rect x="100" y="352" width="160" height="76" rx="14" fill="#FFFFFF"/>
      <text x="114" y="376" font-family="${FONT}" font-size="11" fill="#5F5F5F">Taxi přijede za</text>
      <text x="114" y="398" font-family="${FONT}" font-weight="700" font-size="19" fill="#222">4 min</text>
      <rect x="182" y="384" width="68" height="30" rx="15" fill="${YELLOW}"/>
      <text x="216" y="404" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="13" fill="#333">50 Kč</text>
      <text x="114" y="420" font-family="${FONT}" font-size="10" fill="#5F5F5F">Hotově · kartou · bezkontaktně</text>
    </g>
    <rect x="154" y="36" width="52" height="8" rx="4" fill="#1C1C20"/>
  </svg>`;
}

/** Open Graph card, 1200 × 630, in a language of PICTURE_TEXTS. */
export function socialCard({ phone, locale = 'cs' }) {
  const words = PICTURE_TEXTS[locale];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630">${COMMON_DEFS}
    <svg x="0" y="0" width="1200" height="630" viewBox="120 330 1200 630" preserveAspectRatio="xMidYMid slice">${heroScene()}</svg>
    <rect width="1200" height="630" fill="#000" opacity=".25"/>
    <rect x="0" y="0" width="560" height="630" fill="${YELLOW}"/>
    ${checker(590, 560, 20, 28)}
    <text x="60" y="170" font-family="${FONT}" font-weight="700" font-size="96" fill="${DARK}">Taxi</text>
    <text x="60" y="262" font-family="${FONT}" font-weight="700" font-size="80" fill="${DARK}">Litoměřice</text>
    <text x="60" y="350" font-family="${FONT}" font-size="40" fill="${DARK}">${words.card}</text>
    <text x="60" y="400" font-family="${FONT}" font-size="32" fill="${DARK}">${words.persons}</text>
    <rect x="60" y="450" width="420" height="74" rx="37" fill="${DARK}"/>
    <text x="270" y="499" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="34" fill="${YELLOW}">${phone}</text>
  </svg>`;
}

/** The site icon: a taxi roof sign on the brand yellow; square, 64 × 64 space. */
export function icon({ rounded = true } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${YELLOW}"/>
    <path d="M10 44 L15 22 Q16 18 20 18 L44 18 Q48 18 49 22 L54 44 Z" fill="${DARK}"/>
    <text x="32" y="38" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="15" fill="${YELLOW}">TAXI</text>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${8 + i * 6}" y="${i % 2 ? 46 : 50}" width="6" height="4" fill="${DARK}"/>`).join('')}
  </svg>`;
}

export { taxi };
