import type { IllustrationBody } from '@/domain/vehicle-illustration'

/**
 * The drawings of cars without a photo (src/components/photos/vehicle-illustration.tsx): one side profile per
 * body type, as the symbols of one SVG sprite that `GET /api/vehicle-drawings` serves and browsers cache. A
 * card then holds a single `<use>` instead of some twenty shapes, twice over (its HTML and the page's React
 * payload): the search page's HTML is about a quarter smaller, and the server and the browser's hydration
 * have that much less to render. The paint comes from the `<use>` element's custom properties
 * (`--paint-body`, `--paint-shade`, `--paint-line`), which the symbol's shapes inherit.
 */

type Drawing = {
  /** The painted body, one closed path. */
  body: string
  /** Glass. */
  glass: string[]
  /** Lower panels in the darker shade (sills, bumpers, a tray). */
  panels?: string[]
  /** Wheels: centre x and radius, on the ground line. */
  wheels: Array<[number, number]>
  /** Lines in the outline colour (door shuts, a drawbar, a windscreen frame). */
  lines?: string[]
  /** Head and tail lamps: the front lamp's and the rear lamp's centres. */
  lamps?: { head: [number, number]; tail: [number, number] }
}

const GROUND = 150

/** Side profiles facing left, in a 300 × 200 box. */
const DRAWINGS: Record<IllustrationBody, Drawing> = {
  sedan: {
    body: 'M28 140 L28 118 Q30 107 48 105 L88 100 L114 79 Q120 75 132 75 L190 75 Q200 75 208 83 L230 101 L258 105 Q272 108 272 122 L272 140 Z',
    glass: ['M95 100 L118 82 Q122 80 130 80 L150 80 L150 100 Z', 'M156 100 L156 80 L188 80 Q196 80 202 86 L218 100 Z'],
    panels: ['M28 132 L272 132 L272 140 L28 140 Z'],
    wheels: [
      [78, 19],
      [222, 19],
    ],
    lines: ['M153 102 L153 132'],
    lamps: { head: [33, 113], tail: [268, 113] },
  },
  hatch: {
    body: 'M44 140 L44 118 Q46 107 62 105 L98 99 L124 77 Q130 73 142 73 L222 73 Q232 73 236 83 L250 104 Q257 109 257 122 L257 140 Z',
    glass: ['M106 99 L128 80 Q132 78 140 78 L166 78 L166 99 Z', 'M172 99 L172 78 L220 78 Q228 78 231 86 L238 99 Z'],
    panels: ['M44 132 L257 132 L257 140 L44 140 Z'],
    wheels: [
      [90, 19],
      [212, 19],
    ],
    lines: ['M169 101 L169 132'],
    lamps: { head: [49, 113], tail: [253, 113] },
  },
  suv: {
    body: 'M28 140 L28 108 Q30 95 48 93 L84 89 L108 63 Q113 57 125 57 L238 57 Q250 57 254 67 L266 91 Q273 96 273 110 L273 140 Z',
    glass: [
      'M94 89 L113 67 Q116 63 124 63 L160 63 L160 89 Z',
      'M166 89 L166 63 L200 63 L200 89 Z',
      'M206 89 L206 63 L236 63 Q244 63 247 70 L256 89 Z',
    ],
    panels: ['M28 128 L273 128 L273 140 L28 140 Z'],
    wheels: [
      [82, 22],
      [222, 22],
    ],
    lines: ['M163 91 L163 128'],
    lamps: { head: [33, 103], tail: [269, 102] },
  },
  ute: {
    body: 'M24 140 L24 110 Q26 99 44 97 L78 93 L101 67 Q106 61 118 61 L164 61 Q170 61 170 69 L170 97 L277 97 L277 140 Z',
    glass: ['M88 93 L106 72 Q109 67 117 67 L138 67 L138 93 Z', 'M144 93 L144 67 L164 67 L164 93 Z'],
    panels: ['M24 130 L277 130 L277 140 L24 140 Z', 'M174 97 L277 97 L277 103 L174 103 Z'],
    wheels: [
      [76, 21],
      [226, 21],
    ],
    lines: ['M141 95 L141 130', 'M172 97 L172 130'],
    lamps: { head: [29, 105], tail: [273, 106] },
  },
  wagon: {
    body: 'M26 140 L26 118 Q28 107 46 105 L86 100 L110 79 Q116 75 128 75 L242 75 Q254 75 258 85 L267 103 Q273 108 273 122 L273 140 Z',
    glass: [
      'M93 100 L114 82 Q118 80 126 80 L150 80 L150 100 Z',
      'M156 100 L156 80 L200 80 L200 100 Z',
      'M206 100 L206 80 L240 80 Q248 80 251 87 L257 100 Z',
    ],
    panels: ['M26 132 L273 132 L273 140 L26 140 Z'],
    wheels: [
      [78, 19],
      [224, 19],
    ],
    lines: ['M153 102 L153 132'],
    lamps: { head: [31, 113], tail: [269, 113] },
  },
  van: {
    body: 'M24 140 L24 104 Q26 91 40 87 L62 58 Q69 45 86 45 L262 45 Q275 45 275 58 L275 140 Z',
    glass: ['M46 86 L66 61 Q71 53 82 53 L104 53 L104 86 Z'],
    panels: ['M24 128 L275 128 L275 140 L24 140 Z'],
    wheels: [
      [74, 21],
      [228, 21],
    ],
    lines: ['M108 50 L108 128', 'M180 50 L180 128'],
    lamps: { head: [29, 100], tail: [271, 96] },
  },
  coupe: {
    body: 'M28 140 L28 120 Q30 111 50 109 L96 103 L126 83 Q133 79 146 79 L180 79 Q193 79 205 87 L242 105 Q270 109 272 124 L272 140 Z',
    glass: ['M106 103 L130 87 Q135 84 144 84 L176 84 Q186 84 194 89 L214 103 Z'],
    panels: ['M28 133 L272 133 L272 140 L28 140 Z'],
    wheels: [
      [80, 19],
      [222, 19],
    ],
    lines: ['M164 105 L164 133'],
    lamps: { head: [33, 116], tail: [268, 117] },
  },
  convertible: {
    body: 'M28 140 L28 120 Q30 111 50 109 L104 104 L250 105 Q271 109 272 124 L272 140 Z',
    glass: ['M110 104 L128 84 L132 84 L116 104 Z'],
    panels: ['M28 133 L272 133 L272 140 L28 140 Z', 'M196 104 Q204 94 222 94 Q236 94 240 104 Z'],
    wheels: [
      [80, 19],
      [222, 19],
    ],
    lines: ['M164 106 L164 133', 'M150 104 Q152 92 160 90 L168 90 L170 104'],
    lamps: { head: [33, 116], tail: [268, 116] },
  },
  'cab-chassis': {
    body: 'M24 140 L24 110 Q26 99 44 97 L78 93 L101 65 Q106 59 118 59 L150 59 Q156 59 156 67 L156 140 Z',
    glass: ['M88 93 L106 70 Q109 65 117 65 L150 65 L150 93 Z'],
    panels: [
      'M24 130 L156 130 L156 140 L24 140 Z',
      'M156 124 L270 124 L270 132 L156 132 Z',
      'M160 100 L280 100 L280 114 L160 114 Z',
    ],
    wheels: [
      [76, 21],
      [236, 21],
    ],
    lines: ['M166 100 L166 88', 'M276 100 L276 88'],
    lamps: { head: [29, 105], tail: [276, 108] },
  },
  'people-mover': {
    body: 'M24 140 L24 108 Q26 95 42 91 L78 69 Q88 57 106 57 L258 57 Q272 57 273 71 L275 140 Z',
    glass: [
      'M54 90 L82 72 Q90 64 104 64 L124 64 L124 90 Z',
      'M130 90 L130 64 L176 64 L176 90 Z',
      'M182 90 L182 64 L228 64 L228 90 Z',
      'M234 90 L234 64 L258 64 Q266 64 266 72 L266 90 Z',
    ],
    panels: ['M24 128 L275 128 L275 140 L24 140 Z'],
    wheels: [
      [80, 21],
      [226, 21],
    ],
    lines: ['M127 92 L127 128', 'M179 92 L179 128'],
    lamps: { head: [29, 103], tail: [271, 98] },
  },
  caravan: {
    body: 'M62 134 L62 62 Q62 44 80 44 L256 44 Q272 44 272 60 L272 134 Z',
    glass: ['M82 64 L134 64 L134 92 L82 92 Z', 'M214 64 L256 64 L256 88 L214 88 Z'],
    panels: ['M62 112 L272 112 L272 134 L62 134 Z', 'M156 62 L190 62 L190 128 L156 128 Z'],
    wheels: [[190, 18]],
    lines: ['M62 126 L18 134', 'M24 134 L24 146'],
  },
  trailer: {
    body: 'M84 130 L84 96 L266 96 L266 130 Z',
    glass: [],
    panels: ['M84 120 L266 120 L266 130 L84 130 Z'],
    wheels: [[175, 20]],
    lines: ['M84 124 L22 134', 'M28 134 L28 146', 'M84 96 L266 96'],
  },
  motorcycle: {
    body: 'M104 102 Q118 80 150 82 L190 84 Q206 86 210 100 L196 106 L150 106 Z',
    glass: [],
    panels: ['M176 86 Q196 80 224 90 L222 96 L178 94 Z', 'M134 106 L172 106 L167 128 L139 128 Z'],
    wheels: [
      [84, 30],
      [226, 30],
    ],
    lines: ['M84 120 L118 82', 'M112 84 L104 70 L92 68', 'M150 106 L176 122 L226 120', 'M196 106 L226 120'],
  },
}

const BODY = 'fill:var(--paint-body);stroke:var(--paint-line)'
const SHADE = 'fill:var(--paint-shade);stroke:var(--paint-line)'
const LINE = 'fill:none;stroke:var(--paint-line)'

const round = (n: number) => Math.round(n * 100) / 100

/** One body type's symbol: the floor's shadow, the painted body, panels, glass, lines, lamps and wheels. */
function symbol(body: IllustrationBody, drawing: Drawing): string {
  const shapes = [
    `<ellipse cx="150" cy="${GROUND + 2}" rx="132" ry="9" fill="#000" opacity="0.12"/>`,
    `<path d="${drawing.body}" style="${BODY}" stroke-width="2" stroke-linejoin="round"/>`,
    ...(drawing.panels ?? []).map(
      (d) => `<path d="${d}" style="${SHADE}" stroke-width="1.5" stroke-linejoin="round"/>`,
    ),
    ...drawing.glass.map((d) => `<path d="${d}" fill="#2b3644" opacity="0.85"/>`),
    ...(drawing.lines ?? []).map((d) => `<path d="${d}" style="${LINE}" stroke-width="2.5" stroke-linecap="round"/>`),
    ...(drawing.lamps
      ? [
          `<ellipse cx="${drawing.lamps.head[0]}" cy="${drawing.lamps.head[1]}" rx="5" ry="3.5" fill="#fff6d5"/>`,
          `<ellipse cx="${drawing.lamps.tail[0]}" cy="${drawing.lamps.tail[1]}" rx="3.5" ry="4" fill="#d8262f"/>`,
        ]
      : []),
    ...drawing.wheels.flatMap(([cx, r]) => [
      `<circle cx="${cx}" cy="${GROUND - r}" r="${r + 4}" style="fill:var(--paint-line)"/>`,
      `<circle cx="${cx}" cy="${GROUND - r}" r="${r}" fill="#23262b"/>`,
      `<circle cx="${cx}" cy="${GROUND - r}" r="${round(r * 0.55)}" fill="#c3c7cc"/>`,
      `<circle cx="${cx}" cy="${GROUND - r}" r="${round(r * 0.18)}" fill="#6b7078"/>`,
    ]),
  ]
  return `<symbol id="${body}" viewBox="0 0 300 200">${shapes.join('')}</symbol>`
}

/** The sprite: every body type's symbol, its id the body type. */
export const VEHICLE_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${Object.entries(DRAWINGS)
  .map(([body, drawing]) => symbol(body as IllustrationBody, drawing))
  .join('')}</svg>`

/** The sprite's version in its address (FNV-1a of its text): a changed drawing is a new address, so it may be cached for good. */
export const VEHICLE_SPRITE_VERSION = (() => {
  let hash = 0x811c9dc5
  for (let i = 0; i < VEHICLE_SPRITE.length; i += 1) hash = Math.imul(hash ^ VEHICLE_SPRITE.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
})()

/** Where pages refer to the sprite. */
export const VEHICLE_SPRITE_PATH = `/api/vehicle-drawings?v=${VEHICLE_SPRITE_VERSION}`
