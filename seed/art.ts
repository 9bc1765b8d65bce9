/**
 * The demo's imagery, drawn here as SVG and rasterised when seeded (no image files in the repository, no
 * outside hosts): the home page hero, promotion banners, a studio shot per model in its body type, offer
 * art and each location's building. Flat illustrations in each site's own colours.
 */

export type BodyShape = 'sedan' | 'hatch' | 'suv' | 'ute' | 'van' | 'coupe'

/** The drawn shape for a body type as stock spells it (ute, SUV, wagon, cab chassis...). */
export function bodyShape(body: string | null | undefined): BodyShape {
  const value = (body ?? '').toLowerCase()
  if (/ute|pick ?up|truck|cab/.test(value)) return 'ute'
  if (/van|bus|people/.test(value)) return 'van'
  if (/suv|wagon|4x4|crossover/.test(value)) return 'suv'
  if (/coupe|convertible|cabriolet|roadster|sports/.test(value)) return 'coupe'
  if (/hatch/.test(value)) return 'hatch'
  return 'sedan'
}

const HEX = /^#[0-9a-f]{6}$/i

/** A colour mixed towards white (amount > 0) or black (amount < 0); anything not #rrggbb reads as grey. */
export function shade(hex: string, amount: number): string {
  const value = HEX.test(hex) ? hex : '#808080'
  const channels = [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16))
  const target = amount >= 0 ? 255 : 0
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.min(Math.abs(amount), 1)))
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

type Outline = { body: string; glass: string }

/** Each body's outline facing right, 460 units long, wheels on the ground line y = 0. */
const OUTLINES: Record<BodyShape, Outline> = {
  sedan: {
    body: 'M8 -44 L8 -92 Q10 -112 40 -116 L96 -120 L160 -168 Q176 -176 200 -176 L268 -176 Q292 -176 306 -164 L352 -124 L432 -114 Q456 -110 456 -88 L456 -44 Z',
    glass:
      'M112 -122 L166 -162 Q176 -168 192 -168 L214 -168 L214 -122 Z M226 -168 L266 -168 Q284 -168 296 -158 L330 -122 L226 -122 Z',
  },
  hatch: {
    body: 'M14 -44 L14 -104 Q16 -150 44 -166 Q60 -176 90 -176 L250 -176 Q274 -176 290 -164 L344 -124 L424 -114 Q452 -110 452 -88 L452 -44 Z',
    glass:
      'M40 -124 Q44 -150 60 -160 Q72 -168 94 -168 L180 -168 L180 -124 Z M192 -168 L248 -168 Q266 -168 280 -158 L320 -124 L192 -124 Z',
  },
  suv: {
    body: 'M8 -48 L8 -186 Q10 -206 34 -208 L284 -208 Q304 -208 318 -194 L360 -146 L432 -136 Q458 -132 458 -104 L458 -48 Z',
    glass:
      'M28 -144 L28 -192 Q30 -200 42 -200 L150 -200 L150 -144 Z M162 -200 L280 -200 Q296 -200 306 -188 L340 -144 L162 -144 Z',
  },
  ute: {
    body: 'M6 -50 L6 -128 L176 -128 L176 -198 Q178 -208 196 -208 L286 -208 Q304 -208 316 -194 L358 -146 L434 -136 Q460 -132 460 -104 L460 -50 Z',
    glass: 'M190 -146 L190 -192 Q192 -200 204 -200 L282 -200 Q296 -200 306 -188 L338 -146 Z',
  },
  van: {
    body: 'M8 -48 L8 -226 Q10 -240 30 -240 L330 -240 Q352 -240 364 -222 L406 -158 L440 -150 Q460 -146 460 -120 L460 -48 Z',
    glass: 'M230 -160 L230 -226 L324 -226 Q342 -226 352 -210 L384 -160 Z M40 -170 L40 -222 L210 -222 L210 -170 Z',
  },
  coupe: {
    body: 'M10 -42 L10 -84 Q12 -100 40 -106 L130 -120 L196 -160 Q210 -168 232 -168 L262 -168 Q282 -166 296 -154 L340 -116 L430 -104 Q456 -100 456 -80 L456 -42 Z',
    glass:
      'M150 -122 L200 -154 Q210 -160 226 -160 L240 -160 L240 -122 Z M252 -160 L262 -160 Q278 -158 290 -148 L318 -122 L252 -122 Z',
  },
}

/** One car, side on, at (x, y) (the middle of its wheels' ground line) and the given scale. */
export function carArt(x: number, y: number, scale: number, shape: BodyShape, colour: string, flip = false): string {
  const outline = OUTLINES[shape]
  const wheels = [96, 372]
  const dark = shade(colour, -0.35)
  const light = shade(colour, 0.35)
  const transform = `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale}) translate(-232 0)`
  return `<g transform="${transform}">
  <ellipse cx="232" cy="4" rx="236" ry="14" fill="#000" fill-opacity="0.22"/>
  <path d="${outline.body}" fill="${colour}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M20 -80 L444 -80" stroke="${light}" stroke-width="5" stroke-linecap="round" stroke-opacity="0.7"/>
  <path d="${outline.glass}" fill="#2b3a4a" fill-opacity="0.88"/>
  <path d="M440 -100 l14 0 l0 14 l-14 0 Z" fill="#fff6c8"/>
  <path d="M10 -96 l10 0 l0 16 l-10 0 Z" fill="#d8343a"/>
  ${wheels
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="-40" r="44" fill="${shade(colour, -0.55)}"/><circle cx="${cx}" cy="-40" r="38" fill="#1d1f22"/><circle cx="${cx}" cy="-40" r="22" fill="#b9c0c8"/><circle cx="${cx}" cy="-40" r="7" fill="#6b737c"/>`,
    )
    .join('')}
</g>`
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`

/** The home page hero: a road at dusk past hills and a town, two of the dealer's cars. 1920×720. */
export function heroArt(primary: string, accent: string): string {
  const sky = shade(primary, -0.45)
  return svg(
    1920,
    720,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="0.7" stop-color="${shade(primary, 0.25)}"/><stop offset="1" stop-color="${shade(accent, 0.55)}"/></linearGradient></defs>
<rect width="1920" height="720" fill="url(#sky)"/>
<circle cx="1480" cy="360" r="120" fill="${shade(accent, 0.4)}" fill-opacity="0.9"/>
<path d="M0 470 Q300 360 620 440 T1260 420 T1920 440 L1920 720 L0 720 Z" fill="${shade(primary, -0.25)}" fill-opacity="0.75"/>
${[80, 150, 230, 300, 380, 470, 540, 610, 1660, 1720, 1800, 1860]
  .map(
    (x, i) =>
      `<rect x="${x}" y="${400 - ((i * 37) % 90)}" width="56" height="${120 + ((i * 37) % 90)}" fill="${shade(primary, -0.5)}" fill-opacity="0.8"/>`,
  )
  .join('')}
<path d="M0 520 Q480 480 960 505 T1920 500 L1920 720 L0 720 Z" fill="${shade(primary, -0.6)}"/>
<rect x="0" y="590" width="1920" height="130" fill="#2a2d31"/>
${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 130 + 20}" y="648" width="70" height="8" rx="4" fill="#f4f1e8" fill-opacity="0.8"/>`).join('')}
${carArt(1240, 640, 1.25, 'suv', accent)}
${carArt(640, 690, 1.05, 'sedan', '#f2f4f7', true)}`,
  )
}

const BANNER_SHAPES: BodyShape[] = ['sedan', 'ute', 'suv']

/** A promotion banner (1920×540) in the site's colours, one of the dealer's cars on the right. */
export function bannerArt(primary: string, accent: string, variant: number): string {
  const shape = BANNER_SHAPES[variant % BANNER_SHAPES.length]!
  return svg(
    1920,
    540,
    `<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${shade(primary, -0.2)}"/><stop offset="1" stop-color="${primary}"/></linearGradient></defs>
<rect width="1920" height="540" fill="url(#g)"/>
<path d="M1000 0 L1920 0 L1920 540 L760 540 Z" fill="${shade(primary, 0.12)}"/>
<circle cx="${1420 + variant * 60}" cy="250" r="${210 + variant * 20}" fill="${accent}" fill-opacity="0.9"/>
<rect x="0" y="470" width="1920" height="70" fill="${shade(primary, -0.45)}"/>
${carArt(1430, 480, 1.35, shape, variant === 1 ? '#f2f4f7' : shade(accent, -0.55))}`,
  )
}

/** A model's studio shot (1400×788): the body type in its colour on a soft backdrop. */
export function modelArt(body: string | null | undefined, colour: string): string {
  return svg(
    1400,
    788,
    `<defs><radialGradient id="b" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfd6de"/></radialGradient></defs>
<rect width="1400" height="788" fill="url(#b)"/>
<ellipse cx="700" cy="640" rx="620" ry="70" fill="#b7c0ca"/>
${carArt(700, 620, 2.2, bodyShape(body), colour)}`,
  )
}

/** An offer's art (1400×788): a price tag and the car in the site's colours. */
export function offerArt(primary: string, accent: string, body: string | null | undefined): string {
  return svg(
    1400,
    788,
    `<rect width="1400" height="788" fill="${shade(primary, 0.85)}"/>
<path d="M0 560 L1400 380 L1400 788 L0 788 Z" fill="${primary}"/>
<g transform="translate(180 150) rotate(-12)"><path d="M0 0 L300 0 L380 90 L300 180 L0 180 Z" fill="${accent}"/><circle cx="320" cy="90" r="18" fill="${shade(primary, 0.85)}"/><rect x="40" y="60" width="200" height="22" rx="11" fill="#fff" fill-opacity="0.85"/><rect x="40" y="104" width="140" height="18" rx="9" fill="#fff" fill-opacity="0.6"/></g>
${carArt(860, 640, 1.7, bodyShape(body), '#f2f4f7')}`,
  )
}

/** A location's building (1400×788): a showroom, a service workshop or a parts counter, cars outside. */
export function locationArt(primary: string, accent: string, type: 'sales' | 'service' | 'parts'): string {
  const facade =
    type === 'sales'
      ? Array.from(
          { length: 7 },
          (_, i) => `<rect x="${250 + i * 130}" y="300" width="118" height="250" fill="#a9c6dd" fill-opacity="0.9"/>`,
        ).join('') +
        carArt(520, 540, 0.8, 'suv', shade(accent, -0.3)) +
        carArt(900, 540, 0.8, 'sedan', '#e9edf2')
      : type === 'service'
        ? Array.from(
            { length: 3 },
            (_, i) =>
              `<rect x="${270 + i * 300}" y="300" width="250" height="250" fill="#c7ccd2"/>${Array.from({ length: 9 }, (_, j) => `<rect x="${270 + i * 300}" y="${306 + j * 27}" width="250" height="3" fill="#9aa2ab"/>`).join('')}`,
          ).join('') + carArt(395, 550, 0.5, 'ute', shade(primary, 0.2))
        : `<rect x="300" y="300" width="800" height="250" fill="#d9dee4"/>` +
          Array.from({ length: 4 }, (_, row) =>
            Array.from(
              { length: 10 },
              (_, col) =>
                `<rect x="${320 + col * 76}" y="${318 + row * 58}" width="60" height="40" fill="${[accent, primary, '#8a96a3'][(row + col) % 3]}" fill-opacity="0.85"/>`,
            ).join(''),
          ).join('')
  return svg(
    1400,
    788,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc1ea"/><stop offset="1" stop-color="#e3f0fa"/></linearGradient></defs>
<rect width="1400" height="788" fill="url(#s)"/>
<rect x="200" y="200" width="1000" height="360" fill="#f4f5f7"/>
<rect x="180" y="180" width="1040" height="70" fill="${primary}"/>
<rect x="520" y="196" width="360" height="38" rx="6" fill="${accent}"/>
${facade}
<rect x="0" y="560" width="1400" height="228" fill="#6d747c"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${80 + i * 220}" y="640" width="8" height="90" fill="#f4f1e8"/>`).join('')}
${type === 'sales' ? carArt(330, 720, 0.75, 'ute', '#f2f4f7') + carArt(1080, 720, 0.75, 'hatch', shade(primary, 0.3), true) : carArt(1000, 720, 0.75, 'sedan', shade(accent, -0.2))}`,
  )
}

export type PostScene = 'country-road' | 'car-lot' | 'mountain-road' | 'workshop' | 'beach'

/** Low hills across the picture, their tops at about `top` (a band of the given colour down to the bottom). */
const hills = (top: number, colour: string, phase = 0) =>
  `<path d="M0 ${top + 40} Q${220 + phase} ${top - 30} ${460 + phase} ${top + 10} T${940 + phase} ${top} T1400 ${top + 20} L1400 788 L0 788 Z" fill="${colour}"/>`

const sun = (cx: number, cy: number, r: number, colour: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 1.6}" fill="${colour}" fill-opacity="0.25"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1400" height="788" fill="url(#sky)"/>`

/** A clipboard with ticked lines, its top left at (x, y). */
const clipboard = (x: number, y: number, ink: string) =>
  `<g transform="translate(${x} ${y}) rotate(-6)"><rect width="250" height="320" rx="18" fill="#8a5a2b"/><rect x="18" y="30" width="214" height="272" rx="6" fill="#fdfcf8"/><rect x="80" y="-12" width="90" height="40" rx="10" fill="#b9c0c8"/>${Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M40 ${78 + i * 48} l12 14 l22 -26" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><rect x="92" y="${74 + i * 48}" width="${110 - (i % 2) * 30}" height="12" rx="6" fill="#c9ced4"/>`,
  ).join('')}</g>`

/**
 * A blog post's cover (1400×788) in the site's colours: a ute on a country road (a review), cars on a
 * dealer's lot beside a ticked checklist (buying advice), a winding road to the mountains (a road trip), a car
 * on a workshop hoist beside a stamped logbook (servicing), a four-wheel drive on a beach (an adventure).
 */
export function postArt(scene: PostScene, primary: string, accent: string): string {
  const body = {
    'country-road': `${sky('#f6b26b', '#fde6c4')}${sun(1080, 250, 90, '#fff3d6')}${hills(360, '#c98b5a')}${hills(430, '#9c6b43', 80)}
<path d="M0 560 Q700 500 1400 540 L1400 788 L0 788 Z" fill="#7a5233"/>
<path d="M0 600 Q700 540 1400 580 L1400 700 Q700 650 0 720 Z" fill="#3b3e43"/>
<path d="M0 662 Q700 596 1400 640" fill="none" stroke="#f4f1e8" stroke-width="6" stroke-dasharray="60 50"/>
${carArt(720, 668, 1.5, 'ute', '#f2f4f7')}`,
    'car-lot': `${sky(shade(primary, 0.55), '#eef3f8')}
<rect x="0" y="150" width="1400" height="330" fill="#f4f5f7"/><rect x="0" y="150" width="1400" height="60" fill="${primary}"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${440 + i * 160}" y="250" width="140" height="230" fill="#a9c6dd" fill-opacity="0.9"/>`).join('')}
<path d="M0 232 L1400 232" stroke="#4a4f57" stroke-width="4"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M${i * 100 + 25} 232 l50 0 l-25 34 Z" fill="${i % 2 ? accent : '#ffffff'}"/>`).join('')}
<rect x="0" y="480" width="1400" height="308" fill="#c4c8cd"/>
${carArt(620, 690, 0.78, 'hatch', shade(accent, -0.2))}${carArt(1060, 690, 0.78, 'sedan', '#e8eaed')}
${clipboard(90, 400, primary)}`,
    'mountain-road': `${sky('#6fb1e6', '#dff0fb')}
<path d="M0 420 L220 190 L380 330 L560 120 L760 360 L920 220 L1120 400 L1260 260 L1400 380 L1400 788 L0 788 Z" fill="#7d8fa6"/>
<path d="M500 180 L560 120 L620 190 L590 176 L560 196 L530 174 Z M1230 290 L1260 260 L1290 294 L1262 284 Z" fill="#ffffff"/>
${hills(470, '#6f9b5a')}${hills(540, '#4f7d43', 160)}
<path d="M660 480 Q720 520 640 560 Q520 620 700 700 Q820 760 900 788 L500 788 Q380 720 520 640 Q640 580 620 540 Q600 510 660 480 Z" fill="#44474c"/>
<path d="M640 510 Q610 560 560 600 Q470 670 700 788" fill="none" stroke="#f4f1e8" stroke-width="5" stroke-dasharray="34 30"/>
<rect x="810" y="446" width="240" height="26" rx="8" fill="#2f3a45"/>
${carArt(1020, 720, 1.2, 'suv', shade(accent, -0.25))}`,
    workshop: `<rect width="1400" height="788" fill="#e4e7eb"/>
<rect x="0" y="0" width="1400" height="90" fill="${primary}"/><rect x="80" y="130" width="520" height="230" rx="8" fill="#c9ced4"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${110 + i * 82}" y="${170 + (i % 2) * 30}" width="18" height="${130 - (i % 2) * 30}" rx="6" fill="${['#4a4f57', shade(accent, -0.3), '#6b737c'][i % 3]}"/>`).join('')}
<rect x="0" y="640" width="1400" height="148" fill="#9aa2ab"/>
<rect x="640" y="250" width="30" height="400" fill="${accent}"/><rect x="1250" y="250" width="30" height="400" fill="${accent}"/>
<rect x="660" y="468" width="600" height="18" fill="#4a4f57"/>
${carArt(960, 470, 1.18, 'sedan', shade(primary, 0.15))}
<g transform="translate(120 470) rotate(-4)"><rect width="360" height="230" rx="10" fill="${shade(primary, -0.3)}"/><rect x="14" y="14" width="160" height="202" fill="#fdfcf8"/><rect x="186" y="14" width="160" height="202" fill="#fdfcf8"/>${[0, 1, 2, 3].map((i) => `<rect x="32" y="${40 + i * 40}" width="${120 - (i % 2) * 30}" height="10" rx="5" fill="#c9ced4"/>`).join('')}<circle cx="266" cy="110" r="56" fill="none" stroke="${shade(accent, -0.2)}" stroke-width="10"/><path d="M240 110 l18 20 l34 -40" fill="none" stroke="${shade(accent, -0.2)}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></g>`,
    beach: `${sky('#57a7e0', '#d6ecfa')}${sun(240, 170, 70, '#fff6d5')}
<rect x="0" y="360" width="1400" height="120" fill="#2a8bb8"/><path d="M0 470 Q350 440 700 470 T1400 460 L1400 500 L0 500 Z" fill="#ffffff" fill-opacity="0.7"/>
<path d="M0 480 Q400 450 800 490 T1400 470 L1400 788 L0 788 Z" fill="#ecd9a8"/>
<path d="M900 788 Q1100 560 1400 520 L1400 788 Z" fill="#d9c08a"/>
<path d="M960 660 Q1160 650 1400 600 M960 690 Q1160 680 1400 630" fill="none" stroke="#c8ad77" stroke-width="10" stroke-dasharray="14 12"/>
<rect x="660" y="396" width="270" height="26" rx="8" fill="#2f3a45"/>
${carArt(700, 690, 1.3, 'suv', shade(primary, -0.1), true)}`,
  }[scene]
  return svg(1400, 788, body)
}

/** The palette model shots are painted from, picked by the model's slug (the same model, the same colour). */
const MODEL_COLOURS = ['#b3202a', '#1f4e8c', '#e8eaed', '#2f3a45', '#c9ccd1', '#1d6b52', '#d9822b', '#4a4f57']

export function modelColour(slug: string): string {
  let hash = 0
  for (const char of slug) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return MODEL_COLOURS[hash % MODEL_COLOURS.length]!
}

const LOGO_COLOURS = ['#b3202a', '#1f4e8c', '#2f3a45', '#1d6b52', '#7a3b8f', '#c2571a']
const LOGO_SIZE = 320

/** A stable number from a slug (FNV-1a): the same make always gets the same badge. */
function slugHash(slug: string): number {
  let hash = 0x811c9dc5
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash
}

/** The badge's outline, filling most of the 320 × 320 square. */
const LOGO_SHAPES = [
  (fill: string) => `<circle cx="160" cy="160" r="150" fill="${fill}"/>`,
  (fill: string) => `<ellipse cx="160" cy="160" rx="154" ry="112" fill="${fill}"/>`,
  (fill: string) => `<path d="M160 10 L296 60 Q300 200 160 310 Q20 200 24 60 Z" fill="${fill}"/>`,
  (fill: string) => `<path d="M160 8 L312 160 L160 312 L8 160 Z" fill="${fill}"/>`,
]

/** The white mark inside the badge. */
const LOGO_MARKS = [
  // Chevrons.
  `<path d="M96 196 L160 132 L224 196 M96 150 L160 86 L224 150" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A star.
  `<path d="M160 72 L184 136 L252 138 L198 180 L218 246 L160 206 L102 246 L122 180 L68 138 L136 136 Z" fill="#fff"/>`,
  // Wings.
  `<path d="M160 200 Q120 120 52 118 Q92 150 96 176 Q124 176 160 200 Q196 176 224 176 Q228 150 268 118 Q200 120 160 200 Z" fill="#fff"/>`,
  // A bolt.
  `<path d="M180 58 L104 174 L152 174 L136 262 L216 138 L166 138 Z" fill="#fff"/>`,
]

/**
 * A make's demo badge (320 × 320, transparent around it): a made-up emblem, never the make's real logo,
 * whose shape, mark and colour follow from the make's slug.
 */
export function makeLogoArt(slug: string): string {
  const hash = slugHash(slug)
  const colour = LOGO_COLOURS[hash % LOGO_COLOURS.length]!
  const shape = LOGO_SHAPES[(hash >>> 8) % LOGO_SHAPES.length]!
  const mark = LOGO_MARKS[(hash >>> 12) % LOGO_MARKS.length]!
  return svg(
    LOGO_SIZE,
    LOGO_SIZE,
    `${shape(shade(colour, -0.35))}<g transform="translate(160 160) scale(0.9) translate(-160 -160)">${shape(colour)}</g>${mark}`,
  )
}
