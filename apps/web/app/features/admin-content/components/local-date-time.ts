/**
 * A datetime-local input shows and gives the browser's local time without a zone; the API
 * speaks ISO with a zone. These convert between the two (an unreadable value gives '', which
 * the shared schema refuses with its message).
 */
const pad = (value: number) => String(value).padStart(2, '0')

export function toLocalInput(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  )
}

export function fromLocalInput(local: string): string {
  const date = new Date(local)
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : ''
}
