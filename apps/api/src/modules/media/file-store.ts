import type { Readable } from 'node:stream'

/** A stored file opened for streaming to a browser. */
export interface OpenedFile {
  body: Readable
  size: number
  contentType: string
  /** A validator the browser sends back in If-None-Match (quoted, as HTTP writes it). */
  etag: string
}

/**
 * Where uploaded files live: a folder on this machine (the default) or an S3-compatible bucket
 * that several server processes share (decision 047). Keys are relative paths such as
 * `uploads/product/ab12-800.webp`; a store never lets a key leave its own place.
 */
export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>
  /** The file as a stream with its length and type, or null when there is no such file. */
  open(key: string): Promise<OpenedFile | null>
  has(key: string): Promise<boolean>
  /** Removes the file; a missing file is not an error (a retried clean-up). */
  remove(key: string): Promise<void>
}

/**
 * Removes files as a clean-up after a failure: a file that cannot be removed now (the store is
 * down) must not hide the error that caused the clean-up; it is left as an unused file.
 */
export async function removeQuietly(store: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => store.remove(key)))
}

/**
 * Whether a key stays inside its store: no absolute paths, `.` or `..` segments, backslashes or
 * empty segments (S3 keys are literal, but a folder would resolve them).
 */
export function isSafeKey(key: string): boolean {
  if (key.includes('\\') || key.includes('\0')) return false
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`)
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** The type a key's extension names; stores that keep no type of their own answer with it. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return CONTENT_TYPES[extension] ?? 'application/octet-stream'
}
