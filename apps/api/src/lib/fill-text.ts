/** A catalogue text with its {placeholders} filled in; an unknown one stays as written. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))
}
