// Draws apps/web/public/og-image.png, the picture link previews show for pages without one of
// their own (lib/seo.ts): 1200x630 PNG, the size Open Graph and X cards expect. Run it again
// after changing the drawing (`node scripts/draw-og-image.mjs`) and commit the file; the build
// only copies it. sharp comes from apps/api, which draws the demo pictures with it too.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = path.join(root, 'apps/web/public/og-image.png')

const RED = '#d32f2f'
const GREEN = '#2e7d32'
const LEAF = '#81c784'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#fff8f6"/>
  <circle cx="1080" cy="90" r="260" fill="#ffebee"/>
  <circle cx="130" cy="600" r="200" fill="#e8f5e9"/>
  <g transform="translate(140 150) scale(9)">
    <path d="M14 2c5 6.5 9 11 9 16a9 9 0 0 1-18 0c0-5 4-9.5 9-16z" fill="${RED}"/>
    <path d="M10 19c0-4 3-6.5 8-7.5-1 5-3.5 8-8 7.5z" fill="${LEAF}"/>
  </g>
  <text x="430" y="300" font-family="DejaVu Sans" font-weight="700" font-size="128" fill="${RED}">Kyanma</text>
  <text x="434" y="372" font-family="DejaVu Sans" font-size="38" fill="#212529">Health and wellness shop</text>
  <text x="434" y="424" font-family="DejaVu Sans" font-size="30" fill="#495057">Delivered across Myanmar · prices in kyats</text>
  <rect y="540" width="1200" height="90" fill="${GREEN}"/>
  <text x="600" y="597" font-family="DejaVu Sans" font-size="30" fill="#ffffff" text-anchor="middle">Medicine · Supplements · Skincare · Cosmetics · Grocery · Books</text>
</svg>`

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out)
console.log(`wrote ${path.relative(root, out)}`)
