// Writes apps/web/public/favicon.ico from favicon.svg, for the browsers and tools that ask for
// /favicon.ico whatever the page says. An ICO file is a small directory of images; each entry
// here holds a PNG (allowed since Windows Vista, read by every current browser).
// Run: node scripts/build-favicon.mjs (uses sharp from apps/api).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(new URL('../apps/api/package.json', import.meta.url))
const sharp = require('sharp')
const publicDir = new URL('../apps/web/public/', import.meta.url)
const svg = readFileSync(new URL('favicon.svg', publicDir))
const sizes = [16, 32, 48]

const pngs = await Promise.all(
  sizes.map((size) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer()),
)
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(sizes.length, 4)
let offset = 6 + 16 * sizes.length
const entries = sizes.map((size, i) => {
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size, 0) // width
  entry.writeUInt8(size, 1) // height
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(pngs[i].length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += pngs[i].length
  return entry
})
writeFileSync(new URL('favicon.ico', publicDir), Buffer.concat([header, ...entries, ...pngs]))
