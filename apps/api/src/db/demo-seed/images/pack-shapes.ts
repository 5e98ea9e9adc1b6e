import { textLines, wrap } from './svg-text.ts'

export type PackShape = 'bottle' | 'box' | 'tube' | 'jar' | 'dropper' | 'pouch' | 'book' | 'device'

export interface PackLabel {
  brand: string
  title: string
  detail: string
  colors: [string, string]
}

/** The printed label: brand, product name (wrapped), strength and size. */
function label(x: number, y: number, width: number, pack: PackLabel, ink: string): string {
  const center = x + width / 2
  const titleSize = width > 300 ? 34 : 26
  const title = wrap(pack.title, Math.floor(width / (titleSize * 0.62)), 3)
  return [
    textLines([pack.brand.toUpperCase()], {
      x: center,
      y: y + 34,
      size: 20,
      color: ink,
      weight: 700,
    }),
    textLines(title, { x: center, y: y + 84, size: titleSize, color: ink, weight: 700 }),
    textLines([pack.detail], {
      x: center,
      y: y + 84 + title.length * titleSize * 1.2 + 16,
      size: 20,
      color: ink,
    }),
  ].join('')
}

const SHADOW = '<ellipse cx="400" cy="700" rx="230" ry="26" fill="#000" opacity="0.12"/>'

const DRAW: Record<PackShape, (pack: PackLabel) => string> = {
  bottle: (pack) => `${SHADOW}
    <rect x="300" y="130" width="200" height="70" rx="12" fill="${pack.colors[0]}"/>
    <rect x="230" y="190" width="340" height="510" rx="60" fill="#fdfdfd" stroke="#d9d9d9" stroke-width="4"/>
    <rect x="230" y="300" width="340" height="280" fill="${pack.colors[1]}"/>
    <rect x="230" y="300" width="340" height="14" fill="${pack.colors[0]}"/>
    ${label(240, 310, 320, pack, '#222')}`,
  box: (pack) => `${SHADOW}
    <polygon points="560,180 620,140 620,640 560,690" fill="${pack.colors[0]}" opacity="0.75"/>
    <polygon points="200,180 260,140 620,140 560,180" fill="${pack.colors[1]}"/>
    <rect x="200" y="180" width="360" height="510" fill="#ffffff" stroke="#d0d0d0" stroke-width="3"/>
    <rect x="200" y="180" width="360" height="90" fill="${pack.colors[0]}"/>
    <rect x="200" y="600" width="360" height="90" fill="${pack.colors[1]}"/>
    ${label(210, 280, 340, pack, '#222')}`,
  tube: (pack) => `${SHADOW}
    <rect x="340" y="580" width="120" height="110" rx="10" fill="${pack.colors[0]}"/>
    <path d="M250 120 L550 120 L520 590 L280 590 Z" fill="${pack.colors[1]}" stroke="#ccc" stroke-width="3"/>
    <rect x="250" y="110" width="300" height="24" fill="${pack.colors[0]}"/>
    ${label(270, 180, 260, pack, '#222')}`,
  jar: (pack) => `${SHADOW}
    <rect x="210" y="210" width="380" height="80" rx="16" fill="${pack.colors[0]}"/>
    <rect x="190" y="280" width="420" height="420" rx="70" fill="#f4e3b5" stroke="#d8c48f" stroke-width="4"/>
    <rect x="220" y="350" width="360" height="260" rx="20" fill="#ffffff"/>
    ${label(230, 350, 340, pack, pack.colors[0])}`,
  dropper: (pack) => `${SHADOW}
    <rect x="375" y="90" width="50" height="110" rx="25" fill="#333"/>
    <rect x="340" y="190" width="120" height="70" rx="10" fill="${pack.colors[0]}"/>
    <rect x="270" y="250" width="260" height="450" rx="40" fill="${pack.colors[1]}" stroke="#c8c8c8" stroke-width="4"/>
    <rect x="285" y="330" width="230" height="290" rx="12" fill="#ffffff" opacity="0.92"/>
    ${label(285, 330, 230, pack, '#222')}`,
  pouch: (pack) => `${SHADOW}
    <path d="M200 150 L600 150 L630 700 L170 700 Z" fill="${pack.colors[1]}" stroke="#bbb" stroke-width="3"/>
    <rect x="200" y="150" width="400" height="40" fill="${pack.colors[0]}"/>
    <circle cx="400" cy="610" r="52" fill="${pack.colors[0]}" opacity="0.85"/>
    ${label(210, 220, 380, pack, '#222')}`,
  book: (pack) => `${SHADOW}
    <rect x="215" y="110" width="380" height="590" fill="${pack.colors[0]}"/>
    <rect x="215" y="110" width="28" height="590" fill="#000" opacity="0.2"/>
    <rect x="260" y="160" width="300" height="260" fill="${pack.colors[1]}"/>
    <circle cx="410" cy="290" r="80" fill="${pack.colors[0]}" opacity="0.35"/>
    ${textLines(wrap(pack.title, 16, 4), { x: 410, y: 480, size: 30, color: '#fff', weight: 700 })}
    ${textLines([pack.detail], { x: 410, y: 660, size: 22, color: '#fff' })}`,
  device: (pack) => `${SHADOW}
    <rect x="190" y="170" width="420" height="520" rx="70" fill="#f5f7fa" stroke="#c5ccd6" stroke-width="5"/>
    <rect x="250" y="230" width="300" height="170" rx="16" fill="#1d2a35"/>
    <text x="400" y="340" font-family="DejaVu Sans Mono" font-size="72" fill="#7CFC9A" text-anchor="middle">${pack.brand.length * 7}</text>
    <circle cx="330" cy="470" r="28" fill="${pack.colors[0]}"/>
    <circle cx="470" cy="470" r="28" fill="${pack.colors[1]}" stroke="${pack.colors[0]}" stroke-width="4"/>
    ${label(200, 520, 400, { ...pack, title: pack.title.slice(0, 28), detail: '' }, '#333')}`,
}

/** A pack shot on a soft background, 800 x 800. `angle` varies the second picture of a product. */
export function packSvg(shape: PackShape, pack: PackLabel, background: string, angle = 0): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <rect width="800" height="800" fill="${background}"/>
    <g transform="rotate(${angle} 400 400)">${DRAW[shape](pack)}</g>
  </svg>`
}

/** A second picture: what is inside the pack, spread on a plate. */
export function contentsSvg(shape: PackShape, colors: [string, string], seed: number): string {
  const pieces: string[] = []
  for (let i = 0; i < 26; i++) {
    const x = 160 + ((seed * 37 + i * 97) % 480)
    const y = 200 + ((seed * 53 + i * 61) % 400)
    const turn = (seed + i * 29) % 180
    pieces.push(
      shape === 'bottle'
        ? `<rect x="${x}" y="${y}" width="64" height="30" rx="15" fill="${i % 2 ? colors[0] : colors[1]}" stroke="#999" transform="rotate(${turn} ${x + 32} ${y + 15})"/>`
        : `<circle cx="${x}" cy="${y}" r="22" fill="${i % 2 ? colors[0] : colors[1]}" stroke="#aaa"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <rect width="800" height="800" fill="#f3efe9"/>
    <circle cx="400" cy="400" r="320" fill="#ffffff" stroke="#e2ddd5" stroke-width="6"/>
    ${pieces.join('')}
  </svg>`
}
