export function replaceSection(text: string, name: string, body: string): string
export function writeSection(file: string, name: string, body: string): void
