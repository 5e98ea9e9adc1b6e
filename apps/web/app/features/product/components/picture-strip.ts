/**
 * The gallery's pictures sit side by side in a strip that scrolls a whole picture at a time (CSS
 * scroll snapping): these read and move it. How far it scrolls is the browser's choice (smooth
 * unless the shopper asks for reduced motion, product-gallery.module.css).
 */
export function pictureShown(strip: HTMLElement): number {
  return strip.clientWidth > 0 ? Math.round(strip.scrollLeft / strip.clientWidth) : 0
}

export function showPicture(strip: HTMLElement, index: number) {
  strip.scrollTo({ left: index * strip.clientWidth })
}
