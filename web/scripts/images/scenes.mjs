// The scenes: each returns the inner SVG of a 1440 × 1080 picture (4:3).
import {
  bokeh,
  cathedral,
  chaliceHouse,
  clouds,
  cobbles,
  hills,
  house,
  id,
  lamp,
  random,
  road,
  sky,
  taxi,
  tower,
  van,
  vineyard,
  YELLOW,
} from './parts.mjs';

/** A row of square houses across the picture. */
function squareRow(baseY, palette, seedOffset = 0, { scale = 1, from = -40, to = 1480 } = {}) {
  let out = '';
  let x = from;
  let i = seedOffset;
  const gables = ['stepped', 'baroque', 'flat', 'baroque', 'stepped'];
  while (x < to) {
    const w = (150 + ((i * 37) % 70)) * scale;
    const h = (330 + ((i * 53) % 110)) * scale;
    out += house(x, baseY, w, h, { palette, seed: i + 1, gable: gables[i % gables.length] });
    x += w;
    i++;
  }
  return out;
}

function nightSquare() {
  return `${sky('night', { seed: 2 })}
    ${hills(520, '#1A2140', { seed: 3 })}
    ${tower(980, 700, { palette: 'night', height: 560 })}
    ${squareRow(720, 'night', 0)}
    ${cobbles(720, { palette: 'night' })}
    ${lamp(180, 900)}${lamp(1250, 900)}
    ${taxi(460, 960, { scale: 1.15, night: true })}
    <ellipse cx="770" cy="1000" rx="380" ry="30" fill="${YELLOW}" opacity=".12" filter="url(#glow)"/>`;
}

function cathedralDusk() {
  return `${sky('dusk', { sun: { x: 300, y: 640, r: 500 } })}
    ${clouds(160, '#F3B58C', 0.35, 4)}
    ${hills(600, '#5B3F5E', { seed: 8, cone: false })}
    ${cathedral(300, 760, { palette: 'day' })}
    <rect x="0" y="760" width="1440" height="320" fill="#6E6158"/>
    ${cobbles(760, { palette: 'day' })}
    <rect width="1440" height="1080" fill="#FF9A5C" opacity=".12"/>
    ${taxi(720, 990, { scale: 1.05, flip: true, lights: true })}`;
}

function roofSign() {
  return `${sky('dusk')}
    ${bokeh(38, { seed: 11, y: [100, 800], size: [30, 110] })}
    <g transform="translate(720 760)">
      <path d="M-900 320 Q0 120 900 320 L900 400 L-900 400 Z" fill="${YELLOW}"/>
      <path d="M-900 320 Q0 120 900 320" stroke="#FFE79A" stroke-width="10" fill="none"/>
      <path d="M-720 330 Q0 160 720 330" stroke="#FFF" stroke-opacity=".35" stroke-width="6" fill="none"/>
      <ellipse cx="0" cy="-90" rx="430" ry="180" fill="#FFE58C" opacity=".35" filter="url(#glow)"/>
      <path d="M-330 215 L-270 -150 Q-262 -190 -220 -190 L220 -190 Q262 -190 270 -150 L330 215 Z" fill="#FFF6CF" stroke="#2A2A2A" stroke-width="12"/>
      <path d="M-300 150 L300 150" stroke="#2A2A2A" stroke-width="8"/>
      <text x="0" y="80" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="210" letter-spacing="12" fill="#1F1F1F">TAXI</text>
      ${Array.from({ length: 18 }, (_, i) => `<rect x="${-288 + i * 32}" y="${i % 2 ? 160 : 186}" width="32" height="26" fill="#1F1F1F"/>`).join('')}
      <path d="M-250 -170 Q0 -185 250 -170" stroke="#FFF" stroke-width="8" opacity=".7" fill="none"/>
    </g>`;
}

function interiorNight() {
  const seat = (x, flip) => `<g transform="translate(${x} 0) ${flip ? 'scale(-1 1)' : ''}">
      <path d="M-230 1080 L-240 700 Q-236 600 -130 590 L110 590 Q210 600 214 700 L200 1080 Z" fill="#2A2624"/>
      <path d="M-200 1080 L-206 720 Q-200 640 -120 634 L100 634 Q176 640 180 720 L170 1080 Z" fill="#3A3431"/>
      ${[0, 1, 2, 3, 4].map((i) => `<path d="M${-180 + i * 80} 650 L${-186 + i * 82} 1080" stroke="#2A2624" stroke-width="6"/>`).join('')}
      <rect x="-110" y="440" width="200" height="150" rx="46" fill="#2F2A28"/>
      <rect x="-96" y="452" width="172" height="90" rx="36" fill="#3C3532"/>
      <rect x="-40" y="560" width="14" height="40" fill="#6B6A6A"/><rect x="26" y="560" width="14" height="40" fill="#6B6A6A"/>
    </g>`;
  return `<rect width="1440" height="1080" fill="#0E1119"/>
    <path d="M120 120 Q720 40 1320 120 L1400 640 L40 640 Z" fill="#1A2038"/>
    <g clip-path="url(#windshield)">
      ${bokeh(46, { seed: 21, y: [260, 600], size: [14, 60] })}
      <rect x="0" y="560" width="1440" height="80" fill="#15151B"/>
      <path d="M620 640 L700 400 L740 400 L820 640 Z" fill="#262631"/>
    </g>
    <defs><clipPath id="windshield"><path d="M120 120 Q720 40 1320 120 L1400 640 L40 640 Z"/></clipPath></defs>
    <path d="M0 600 Q720 540 1440 600 L1440 760 L0 760 Z" fill="#17171D"/>
    <rect x="560" y="610" width="320" height="150" rx="14" fill="#0B0D12" stroke="#2E3340" stroke-width="6"/>
    <rect x="574" y="624" width="292" height="122" rx="8" fill="#1E3B4F"/>
    <path d="M590 720 Q660 650 720 690 T850 640" stroke="${YELLOW}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <circle cx="850" cy="640" r="12" fill="#FF5A4A"/><circle cx="590" cy="720" r="10" fill="#FFF"/>
    <rect x="590" y="632" width="110" height="22" rx="6" fill="#0B0D12" opacity=".7"/>
    <text x="600" y="649" font-family="Liberation Sans, Arial, sans-serif" font-size="16" fill="#FFF">Mírové nám.</text>
    <circle cx="330" cy="700" r="120" fill="none" stroke="#24242C" stroke-width="34"/>
    <circle cx="330" cy="700" r="40" fill="#24242C"/>
    <ellipse cx="720" cy="620" rx="400" ry="40" fill="#5E7CFF" opacity=".08" filter="url(#glow)"/>
    ${seat(400, false)}${seat(1040, true)}
    <rect x="640" y="800" width="160" height="280" rx="20" fill="#1F1C1B"/>`;
}

function vanDay() {
  return `${sky('day')}
    ${clouds(170, '#FFFFFF', 0.7, 7)}
    ${hills(560, '#7E9A78', { seed: 12 })}
    ${squareRow(780, 'day', 3)}
    ${road(780)}
    ${van(380, 1000, { scale: 1.2 })}`;
}

function bridgeSunset() {
  const water = id('water');
  let arches = '';
  for (let i = 0; i < 7; i++) {
    const x = -60 + i * 240;
    arches += `<path d="M${x} 760 L${x + 240} 760 L${x + 240} 840 A100 90 0 0 0 ${x + 40} 840 L${x} 840 Z" fill="#3C2E3A"/>`;
  }
  return `${sky('sunset', { sun: { x: 1040, y: 560, r: 560 } })}
    ${clouds(220, '#F9C08A', 0.4, 9)}
    ${hills(640, '#6C4A5E', { seed: 14 })}
    ${squareRow(690, 'night', 11, { scale: 0.55 })}
    <defs><linearGradient id="${water}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#E98C62"/><stop offset="1" stop-color="#3C3A6A"/></linearGradient></defs>
    <rect x="0" y="690" width="1440" height="390" fill="url(#${water})"/>
    ${Array.from({ length: 22 }, (_, i) => `<rect x="${880 + ((i * 53) % 320)}" y="${860 + i * 9}" width="${90 - i * 3}" height="4" fill="#FFE0A0" opacity=".55"/>`).join('')}
    <rect x="-20" y="700" width="1480" height="60" fill="#4A3844"/>
    <rect x="-20" y="690" width="1480" height="14" fill="#5E4854"/>
    ${arches}
    ${Array.from({ length: 30 }, (_, i) => `<rect x="${i * 50}" y="664" width="6" height="30" fill="#3A2C36"/>`).join('')}
    <rect x="-20" y="660" width="1480" height="8" fill="#3A2C36"/>
    ${taxi(420, 705, { scale: 0.62, lights: true })}`;
}

function vineyardsDay() {
  return `${sky('day', { sun: { x: 1250, y: 120, r: 260 } })}
    ${clouds(140, '#FFFFFF', 0.6, 12)}
    ${hills(470, '#8BA6A0', { seed: 17, amplitude: 90 })}
    ${hills(560, '#7A9A6A', { seed: 18, cone: false, blur: false })}
    ${squareRow(640, 'day', 5, { scale: 0.35 })}
    ${tower(700, 640, { height: 230 })}
    ${vineyard(-40, 600, 900, 480, '#6E9444')}
    ${vineyard(700, 640, 800, 440, '#5F8A3E', 8)}
    <path d="M-20 1000 Q500 820 1460 860 L1460 940 Q500 900 -20 1080 Z" fill="#8E8678"/>
    ${taxi(660, 905, { scale: 0.75 })}`;
}

function station() {
  return `${sky('morning', { sun: { x: 200, y: 420, r: 380 } })}
    ${clouds(150, '#FFFFFF', 0.45, 14)}
    ${hills(540, '#9AA9B5', { seed: 20 })}
    <g>
      <rect x="260" y="420" width="920" height="340" fill="#E7DCC7"/>
      <path d="M230 420 L720 300 L1210 420 Z" fill="#8E3B2C"/>
      <rect x="600" y="360" width="240" height="400" fill="#EDE3D0"/>
      <path d="M580 360 L720 270 L860 360 Z" fill="#7C3326"/>
      <circle cx="720" cy="420" r="34" fill="#FDFBF5" stroke="#6D5A3A" stroke-width="5"/>
      <path d="M720 420 L720 398 M720 420 L736 428" stroke="#333" stroke-width="4"/>
      ${[320, 420, 520, 900, 1000, 1100].map((x) => `<rect x="${x - 26}" y="500" width="52" height="110" rx="26" fill="#5B6F82"/>`).join('')}
      <rect x="660" y="620" width="120" height="140" rx="6" fill="#5A3E2B"/>
      <rect x="600" y="470" width="240" height="46" fill="#FFFFFF"/>
      <text x="720" y="503" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="28" fill="#1E4E8C">LITOMĚŘICE</text>
    </g>
    ${road(760)}
    <rect x="1160" y="600" width="16" height="170" fill="#333"/><rect x="1110" y="560" width="116" height="54" rx="6" fill="${YELLOW}"/>
    <text x="1168" y="598" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="30" fill="#222">TAXI</text>
    ${taxi(260, 980, { scale: 1.05 })}`;
}

function lightTrails() {
  let trails = '';
  const rand = random(31);
  for (let i = 0; i < 14; i++) {
    const y = 760 + i * 14;
    const color = i < 7 ? '#FFE9B0' : '#FF4D3D';
    trails += `<path d="M-40 ${y + rand() * 20} C400 ${y - 60} 900 ${y - 40 + rand() * 30} 1480 ${y - 140}" stroke="${color}" stroke-width="${3 + rand() * 4}" fill="none" opacity=".85"/>`;
  }
  return `${sky('night', { moon: false, seed: 6 })}
    ${squareRow(760, 'night', 15, { scale: 1.2 })}
    ${lamp(300, 760, { height: 300 })}${lamp(900, 760, { height: 300 })}
    ${road(760, { palette: 'night' })}
    <g filter="url(#haze)">${trails}</g>
    <g filter="url(#glow)" opacity=".6">${trails}</g>
    ${taxi(820, 1020, { scale: 0.9, night: true })}`;
}

function hotel() {
  return `${sky('overcast')}
    <rect x="0" y="180" width="1440" height="620" fill="#D9CCB4"/>
    ${[0, 1, 2].map((f) => [0, 1, 2, 3, 4, 5, 6].map((c) => `<rect x="${90 + c * 190}" y="${230 + f * 120}" width="90" height="80" rx="4" fill="#4E5D6C"/><rect x="${86 + c * 190}" y="${226 + f * 120}" width="98" height="88" rx="5" fill="none" stroke="#FFF" stroke-opacity=".7" stroke-width="4"/>`).join('')).join('')}
    <path d="M420 600 L1020 600 L1060 660 L380 660 Z" fill="#7A1F2B"/>
    <rect x="380" y="652" width="680" height="10" fill="#5A1620"/>
    <text x="720" y="640" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="34" fill="#F3E6C8" letter-spacing="6">HOTEL SPLAV</text>
    <rect x="600" y="662" width="240" height="138" fill="#F2C27A" opacity=".9"/>
    <rect x="716" y="662" width="8" height="138" fill="#6B4B2A"/>
    <rect x="0" y="790" width="1440" height="20" fill="#A49C90"/>
    ${cobbles(800, { palette: 'day' })}
    ${[200, 1240].map((x) => `<rect x="${x - 30}" y="700" width="60" height="90" rx="8" fill="#6B4B2A"/><circle cx="${x}" cy="680" r="60" fill="#4E7A3A"/>`).join('')}
    ${taxi(430, 1010, { scale: 1.08 })}`;
}

function terminal() {
  return `<rect width="1440" height="1080" fill="#20232B"/>
    ${bokeh(24, { seed: 41, y: [0, 1080], colors: ['#3A4258', '#FFC46B', '#5A6683'], size: [60, 160] })}
    <ellipse cx="760" cy="980" rx="520" ry="80" fill="#000" opacity=".5" filter="url(#glow)"/>
    <g transform="rotate(-8 720 560)">
      <rect x="520" y="220" width="400" height="700" rx="46" fill="#1A1B1F"/>
      <rect x="530" y="230" width="380" height="680" rx="40" fill="#2B2D33"/>
      <rect x="560" y="270" width="320" height="240" rx="14" fill="#DDE8F2"/>
      <text x="720" y="350" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-size="34" fill="#333">K úhradě</text>
      <text x="720" y="420" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="64" fill="#111">50 Kč</text>
      <g transform="translate(720 470)" stroke="#1A5FD0" stroke-width="6" fill="none" stroke-linecap="round">
        <path d="M-18 -14 Q-8 0 -18 14"/><path d="M-4 -22 Q10 0 -4 22"/><path d="M10 -30 Q28 0 10 30"/>
      </g>
      ${[0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => `<rect x="${575 + c * 100}" y="${560 + r * 82}" width="86" height="64" rx="12" fill="${r === 3 ? ['#C8382B', '#5F5F5F', '#1E7B34'][c] : '#3A3D45'}"/>`).join('')).join('')}
      ${['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n, i) => `<text x="${618 + (i % 3) * 100}" y="${604 + Math.floor(i / 3) * 82}" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-size="30" fill="#EEE">${n}</text>`).join('')}
    </g>
    <g transform="translate(1010 520) rotate(-20)">
      <rect x="-150" y="-95" width="300" height="190" rx="20" fill="${YELLOW}"/>
      <rect x="-150" y="-50" width="300" height="34" fill="#2B2B2B"/>
      <rect x="-110" y="20" width="60" height="44" rx="8" fill="#E5C57A"/>
      <g transform="translate(80 40)" stroke="#2B2B2B" stroke-width="5" fill="none" stroke-linecap="round"><path d="M-12 -10 Q-4 0 -12 10"/><path d="M0 -18 Q12 0 0 18"/><path d="M12 -26 Q28 0 12 26"/></g>
    </g>`;
}

function winterSquare() {
  const rand = random(51);
  let snow = '';
  for (let i = 0; i < 260; i++) {
    snow += `<circle cx="${(rand() * 1440).toFixed(0)}" cy="${(rand() * 1080).toFixed(0)}" r="${(1.5 + rand() * 4).toFixed(1)}" fill="#FFF" opacity="${(0.5 + rand() * 0.5).toFixed(2)}"/>`;
  }
  return `${sky('winter')}
    ${hills(520, '#B8C6D6', { seed: 22 })}
    ${tower(1080, 700, { height: 500 })}
    ${squareRow(720, 'day', 21)}
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${-40 + i * 130}" y="${360 + ((i * 47) % 100)}" width="150" height="10" rx="5" fill="#FFF" opacity=".9"/>`).join('')}
    ${cobbles(720, { palette: 'winter' })}
    ${lamp(230, 900, { on: true })}
    <g transform="translate(1200 720)"><path d="M0 -260 L-90 0 L90 0 Z" fill="#2F5A3A"/><path d="M0 -330 L-70 -120 L70 -120 Z" fill="#2F5A3A"/>${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${-60 + i * 24}" cy="${-40 - (i % 3) * 60}" r="7" fill="${i % 2 ? YELLOW : '#C8382B'}"/>`).join('')}</g>
    ${taxi(400, 960, { scale: 1.1, lights: true })}
    <path d="M400 770 Q720 740 1000 770" stroke="#FFF" stroke-width="10" opacity=".9" fill="none"/>
    <g filter="url(#haze)">${snow}</g>`;
}

function chaliceDay() {
  return `${sky('day')}
    ${clouds(150, '#FFFFFF', 0.65, 16)}
    ${house(-30, 760, 230, 380, { seed: 2, gable: 'baroque' })}
    ${chaliceHouse(200, 760)}
    ${house(500, 760, 210, 360, { seed: 5, gable: 'stepped' })}
    ${house(710, 760, 250, 420, { seed: 3, gable: 'baroque' })}
    ${tower(990, 760, { height: 600 })}
    ${house(1080, 760, 200, 350, { seed: 8, gable: 'stepped' })}
    ${house(1280, 760, 200, 380, { seed: 6, gable: 'flat' })}
    ${cobbles(760)}
    ${taxi(520, 990, { scale: 1.1, flip: true })}`;
}

function dashboard() {
  return `${sky('day')}
    ${hills(440, '#8AA59A', { seed: 26 })}
    ${road(520)}
    <path d="M620 520 L820 520 L1140 1080 L300 1080 Z" fill="#5A5A60"/>
    <path d="M718 540 L722 540 L740 1080 L700 1080 Z" fill="#F2F2F2" opacity=".7"/>
    <path d="M0 0 L1440 0 L1440 140 Q720 90 0 140 Z" fill="#1D1D22"/>
    <path d="M0 0 L130 0 L60 700 L0 700 Z M1440 0 L1310 0 L1380 700 L1440 700 Z" fill="#1D1D22"/>
    <path d="M0 640 Q720 560 1440 640 L1440 1080 L0 1080 Z" fill="#24242A"/>
    <path d="M0 640 Q720 560 1440 640" stroke="#3A3A44" stroke-width="8" fill="none"/>
    <rect x="560" y="660" width="330" height="200" rx="18" fill="#0B0D12" stroke="#3A3F4C" stroke-width="6"/>
    <rect x="576" y="676" width="298" height="168" rx="10" fill="#E7EEF3"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M576 ${700 + i * 40} L874 ${690 + i * 42}" stroke="#FFFFFF" stroke-width="10"/>`).join('')}
    <path d="M600 820 Q680 720 760 760 T860 690" stroke="#1A5FD0" stroke-width="10" fill="none" stroke-linecap="round"/>
    <circle cx="600" cy="820" r="14" fill="${YELLOW}" stroke="#333" stroke-width="4"/>
    <circle cx="860" cy="690" r="12" fill="#C8382B"/>
    <rect x="590" y="686" width="132" height="34" rx="8" fill="#FFF" stroke="#DDD"/>
    <text x="602" y="710" font-family="Liberation Sans, Arial, sans-serif" font-size="19" fill="#333">4 min · 2,1 km</text>
    <g transform="translate(300 900)">
      <circle r="230" fill="none" stroke="#15151A" stroke-width="46"/>
      <path d="M-220 30 L-60 60 L0 150 L60 60 L220 30" stroke="#15151A" stroke-width="40" fill="none"/>
      <circle r="62" fill="#15151A"/><circle r="26" fill="${YELLOW}" opacity=".9"/>
    </g>
    <rect x="1020" y="700" width="240" height="90" rx="12" fill="#15151A"/>
    <circle cx="1080" cy="745" r="28" fill="none" stroke="#FFB347" stroke-width="6"/><circle cx="1180" cy="745" r="28" fill="none" stroke="#FFB347" stroke-width="6"/>`;
}

function taxiStand() {
  return `${sky('dusk', { sun: { x: 1200, y: 700, r: 520 } })}
    ${clouds(220, '#E9A38B', 0.35, 18)}
    ${squareRow(720, 'night', 27)}
    ${cobbles(720, { palette: 'night' })}
    <rect x="0" y="840" width="1440" height="8" fill="${YELLOW}" opacity=".8"/>
    <g transform="translate(1260 720)"><rect x="-8" y="-300" width="16" height="320" fill="#222"/><rect x="-80" y="-360" width="160" height="80" rx="8" fill="#1A5FD0"/><text x="0" y="-306" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="44" fill="#FFF">TAXI</text></g>
    ${taxi(40, 900, { scale: 0.95, night: true })}
    ${taxi(620, 960, { scale: 1.05, night: true })}`;
}

function autumnRoad() {
  const rand = random(61);
  let trees = '';
  for (let i = 0; i < 16; i++) {
    const x = rand() * 1440;
    const y = 600 + rand() * 60;
    const c = ['#D9822B', '#C4561F', '#E6B13A', '#9A4A22'][i % 4];
    trees += `<rect x="${x - 5}" y="${y}" width="10" height="60" fill="#4A3322"/><ellipse cx="${x}" cy="${y - 20}" rx="${40 + rand() * 30}" ry="${50 + rand() * 20}" fill="${c}"/>`;
  }
  return `${sky('morning', { sun: { x: 900, y: 330, r: 420 } })}
    ${hills(450, '#A48C8C', { seed: 30, amplitude: 110 })}
    ${hills(560, '#B5813F', { seed: 31, cone: false, blur: false, amplitude: 50 })}
    <rect x="0" y="620" width="1440" height="460" fill="#9C7A3A"/>
    ${trees}
    <path d="M-20 1080 Q600 760 1460 700 L1460 780 Q700 820 260 1080 Z" fill="#57575C"/>
    <path d="M120 1080 Q700 790 1460 740" stroke="#F2F2F2" stroke-width="6" stroke-dasharray="50 40" fill="none" opacity=".8"/>
    ${taxi(640, 850, { scale: 0.7 })}`;
}

function luggage() {
  return `${sky('day')}
    ${squareRow(620, 'day', 33, { scale: 0.9 })}
    ${cobbles(620)}
    <g transform="translate(720 640)">
      <ellipse cx="0" cy="380" rx="470" ry="40" fill="#000" opacity=".35" filter="url(#soft)"/>
      <path d="M-420 360 L-430 120 Q-420 40 -330 30 L330 30 Q420 40 430 120 L420 360 Z" fill="${YELLOW}"/>
      <path d="M-330 30 L-260 -170 Q-240 -200 -200 -200 L200 -200 Q240 -200 260 -170 L330 30 Z" fill="#E5AC00"/>
      <path d="M-240 -10 L-200 -150 L200 -150 L240 -10 Z" fill="#2A3448"/>
      <path d="M-360 -300 L360 -300 L380 -190 L-380 -190 Z" fill="#E5AC00"/>
      <path d="M-340 -290 L340 -290 L356 -206 L-356 -206 Z" fill="#2A3448"/>
      <rect x="-360" y="40" width="720" height="220" rx="10" fill="#1E1E22"/>
      <rect x="-330" y="60" width="240" height="190" rx="16" fill="#1A5FD0"/><rect x="-250" y="40" width="80" height="26" rx="10" fill="none" stroke="#333" stroke-width="10"/>
      <rect x="-70" y="100" width="190" height="150" rx="14" fill="#7A1F2B"/>
      <rect x="140" y="130" width="190" height="120" rx="12" fill="#3E4B3C"/>
      <rect x="-420" y="250" width="840" height="40" fill="#D99A00"/>
      <rect x="-410" y="150" width="60" height="90" rx="8" fill="#C8382B"/><rect x="350" y="150" width="60" height="90" rx="8" fill="#C8382B"/>
      <rect x="-70" y="300" width="140" height="36" rx="4" fill="#FFF"/>
      <text x="0" y="327" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="24" fill="#222">LT 050</text>
      <circle cx="-330" cy="360" r="56" fill="#151515"/><circle cx="330" cy="360" r="56" fill="#151515"/>
    </g>`;
}

function rainyEvening() {
  const rand = random(71);
  let rain = '';
  for (let i = 0; i < 220; i++) {
    const x = rand() * 1500;
    const y = rand() * 1080;
    rain += `<line x1="${x.toFixed(0)}" y1="${y.toFixed(0)}" x2="${(x - 12).toFixed(0)}" y2="${(y + 40).toFixed(0)}" stroke="#C9D6EA" stroke-width="2" opacity=".45"/>`;
  }
  let reflections = '';
  for (let i = 0; i < 12; i++) {
    const x = 80 + i * 120 + rand() * 40;
    reflections += `<rect x="${x.toFixed(0)}" y="760" width="${(10 + rand() * 16).toFixed(0)}" height="${(160 + rand() * 200).toFixed(0)}" fill="${['#FFC46B', '#FF7A5C', '#FFE6A8'][i % 3]}" opacity=".35" filter="url(#haze)"/>`;
  }
  return `${sky('overcast')}
    <rect width="1440" height="1080" fill="#1C2333" opacity=".55"/>
    ${squareRow(740, 'night', 37)}
    ${lamp(260, 760)}${lamp(1160, 760)}
    ${cobbles(740, { palette: 'night', wet: true })}
    ${reflections}
    <g transform="translate(0 1900) scale(1 -1)" opacity=".25" filter="url(#haze)">${taxi(480, 960, { scale: 1.0, night: true, sign: false })}</g>
    ${taxi(480, 960, { scale: 1.0, night: true })}
    <g>${rain}</g>`;
}

function morningDeparture() {
  return `${sky('morning', { sun: { x: 360, y: 540, r: 600 } })}
    ${clouds(200, '#FFF4E0', 0.5, 20)}
    ${hills(560, '#8E9AB0', { seed: 40 })}
    ${cathedral(840, 700, { palette: 'day' })}
    ${squareRow(720, 'day', 41, { to: 820 })}
    <rect width="1440" height="720" fill="#FFB870" opacity=".12"/>
    ${road(720)}
    ${taxi(200, 1000, { scale: 1.15, lights: true })}
    <rect width="1440" height="1080" fill="#FFD9A0" opacity=".08"/>`;
}

/** Nineteen gallery scenes in the order of the alt texts in src/config/company.ts. */
export const GALLERY_SCENES = [
  nightSquare,
  cathedralDusk,
  roofSign,
  interiorNight,
  vanDay,
  bridgeSunset,
  vineyardsDay,
  station,
  lightTrails,
  hotel,
  terminal,
  winterSquare,
  chaliceDay,
  dashboard,
  taxiStand,
  autumnRoad,
  luggage,
  rainyEvening,
  morningDeparture,
];

/** The hero: an evening on the square with the company's taxi. */
export function heroScene() {
  return `${sky('dusk', { stars: true, seed: 8 })}
    ${hills(520, '#3A3558', { seed: 44 })}
    ${tower(1000, 700, { palette: 'night', height: 540 })}
    ${squareRow(720, 'night', 45)}
    ${cobbles(720, { palette: 'night' })}
    ${lamp(150, 900)}${lamp(1300, 900)}
    ${taxi(380, 990, { scale: 1.3, night: true })}`;
}

/** About: the company's car in front of the cathedral in daylight. */
export function aboutScene() {
  return `${sky('day', { sun: { x: 200, y: 140, r: 300 } })}
    ${clouds(170, '#FFFFFF', 0.5, 24)}
    ${hills(560, '#8EA79C', { seed: 46 })}
    ${cathedral(380, 760)}
    ${house(1000, 760, 220, 380, { seed: 4, gable: 'baroque' })}
    ${house(1220, 760, 240, 340, { seed: 6, gable: 'stepped' })}
    ${cobbles(760)}
    ${lamp(1120, 900, { on: false })}
    ${taxi(250, 1010, { scale: 1.45, flip: true })}`;
}
