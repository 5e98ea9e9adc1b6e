/** An image type a receipt may be, recognised by the file's first bytes. */
export interface ReceiptImageType {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp'
  extension: 'jpg' | 'png' | 'webp'
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

function startsWith(data: Buffer, bytes: readonly number[], at = 0) {
  return data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte)
}

function ascii(text: string) {
  return [...text].map((char) => char.charCodeAt(0))
}

/**
 * What the content really is: the file name and the declared type are the sender's word and are
 * ignored. Anything else (PDF, HTML, SVG with script, HEIC...) answers null.
 */
export function detectReceiptImageType(data: Buffer): ReceiptImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' }
  if (startsWith(data, PNG_SIGNATURE)) return { contentType: 'image/png', extension: 'png' }
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extension: 'webp' }
  return null
}
