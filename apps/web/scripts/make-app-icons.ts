// Draws the installed app's icons (the web app manifest's 192 and 512 px, plain and maskable)
// from the shop's mark in public/favicon.svg. Run once when the mark changes and commit the PNGs:
//   node --import tsx apps/web/scripts/make-app-icons.ts
// sharp comes with the API (it makes product pictures), so nothing is downloaded.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const publicDir = new URL('../public/', import.meta.url)
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8')

/**
 * A maskable icon is cut to any shape (circle, squircle) inside its square: the red fills the
 * whole square and the cross, already inside the central 80% safe circle, shrinks a little more.
 */
const maskable = mark
  .replace(/ rx="\d+"/, '')
  .replace('<path ', '<path transform="translate(6.4 6.4) scale(0.8)" ')

for (const size of [192, 512]) {
  for (const [name, svg] of [
    [`icon-${size}.png`, mark],
    [`maskable-${size}.png`, maskable],
  ] as const) {
    const target = fileURLToPath(new URL(`icons/${name}`, publicDir))
    await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(target)
    console.log(`wrote ${target}`)
  }
}
