import { textLines } from './svg-text.ts'

/** Pictures other than pack shots: article headers, banners, brand logos, category tiles. */

const ICONS = {
  leaf: '<path d="M0 60 C0 10 50 -20 110 0 C110 60 70 110 10 100 Z" />',
  drop: '<path d="M50 0 C80 45 100 70 100 95 A50 50 0 0 1 0 95 C0 70 20 45 50 0 Z" />',
  sun: '<circle cx="50" cy="50" r="38" />',
  heart: '<path d="M50 95 L10 55 A25 25 0 0 1 50 20 A25 25 0 0 1 90 55 Z" />',
  cross: '<path d="M35 0 H65 V35 H100 V65 H65 V100 H35 V65 H0 V35 H35 Z" />',
  book: '<path d="M0 10 H45 V100 H0 Z M55 10 H100 V100 H55 Z" />',
} as const
export type IconName = keyof typeof ICONS

function icon(name: IconName, x: number, y: number, scale: number, color: string, opacity = 1) {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}" opacity="${opacity}">${ICONS[name]}</g>`
}

/*
 * Article headers, banners and category tiles carry no words: the pages show them beside their
 * titles and names in the page's language, and words drawn into a picture would stay English on
 * the Burmese pages (issue 15). Pack shots keep their printed labels, as real packs do.
 */

export function articleSvg(colors: [string, string], iconName: IconName) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="600" cy="315" r="230" fill="#ffffff" opacity="0.16"/>
    ${icon(iconName, 440, 155, 3.2, '#ffffff', 0.9)}
    ${icon(iconName, 60, 420, 1.2, '#ffffff', 0.18)}
    ${icon(iconName, 980, 60, 1.4, '#ffffff', 0.18)}
  </svg>`
}

export function bannerSvg(colors: [string, string]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
    <rect width="1200" height="400" fill="${colors[0]}"/>
    <circle cx="1080" cy="60" r="220" fill="${colors[1]}" opacity="0.35"/>
    <circle cx="980" cy="380" r="140" fill="#ffffff" opacity="0.12"/>
    <circle cx="160" cy="330" r="190" fill="${colors[1]}" opacity="0.25"/>
    ${icon('cross', 1010, 150, 1.3, '#ffffff', 0.9)}
    ${icon('heart', 120, 90, 1.6, '#ffffff', 0.35)}
  </svg>`
}

export function logoSvg(name: string, colors: [string, string]) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <rect width="256" height="256" fill="#ffffff"/>
    <circle cx="128" cy="128" r="112" fill="${colors[0]}"/>
    <circle cx="128" cy="128" r="92" fill="none" stroke="${colors[1]}" stroke-width="6"/>
    ${textLines([initials], { x: 128, y: 158, size: 88, color: '#ffffff', weight: 700 })}
  </svg>`
}

export function categoryTileSvg(colors: [string, string], iconName: IconName) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="${colors[1]}"/>
    <circle cx="300" cy="300" r="200" fill="${colors[0]}" opacity="0.9"/>
    ${icon(iconName, 190, 190, 2.2, '#ffffff')}
  </svg>`
}
