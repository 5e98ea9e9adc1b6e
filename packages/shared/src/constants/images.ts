/**
 * The sizes the storefront shows each kind of picture at (widths in px, largest first) and its
 * shape (height / width). Uploads are resized to exactly these, as the demo pictures are, so a
 * staff member's photo and a seeded one look the same in every card and banner.
 */
export const IMAGE_PURPOSES = {
  product: { sizes: [800, 320], aspect: 1, fit: 'contain' },
  category: { sizes: [600, 240], aspect: 1, fit: 'cover' },
  brand: { sizes: [256, 96], aspect: 1, fit: 'contain' },
  article: { sizes: [1200, 400], aspect: 630 / 1200, fit: 'cover' },
  announcement: { sizes: [1200, 600], aspect: 400 / 1200, fit: 'cover' },
} as const satisfies Record<
  string,
  { sizes: readonly number[]; aspect: number; fit: 'contain' | 'cover' }
>

export type ImagePurpose = keyof typeof IMAGE_PURPOSES
export const IMAGE_PURPOSE_NAMES = Object.keys(IMAGE_PURPOSES) as [ImagePurpose, ...ImagePurpose[]]

/** Largest photo staff may upload; phones' full-size photos fit. */
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** Larger pictures (in pixels) are refused before decoding, so a tiny file cannot expand to gigabytes. */
export const IMAGE_UPLOAD_MAX_PIXELS = 50_000_000
