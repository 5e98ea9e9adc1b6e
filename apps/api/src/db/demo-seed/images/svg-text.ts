/** Text helpers for the drawn images: escaping and simple word wrapping. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** Splits text into at most `maxLines` lines of about `maxChars` characters. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]?.slice(0, maxChars - 1)}…`
    return kept
  }
  return lines
}

/** Centred lines of text starting at y. */
export function textLines(
  lines: string[],
  options: { x: number; y: number; size: number; color: string; weight?: number; gap?: number },
): string {
  const { x, y, size, color, weight = 400, gap = 1.2 } = options
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * size * gap}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('')
}
