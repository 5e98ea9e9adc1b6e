/** Reading the CSV exports in tests. */

/** An export's stream (the service's own, without HTTP) read to its end, as one text. */
export async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let text = ''
  for await (const chunk of stream) text += String(chunk)
  return text
}

/** The first cell of each row under the header of a CSV the API wrote (every cell quoted). */
export function firstCells(csv: string): string[] {
  return csv
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.slice(1).split('","')[0] ?? '')
}
