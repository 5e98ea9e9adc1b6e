import { PRESCRIPTION_MAX_BYTES } from '@kyanma/shared'
import { canShrink } from '#app/lib/shrink-photo.ts'

/** The pictures the server takes as prescriptions (decision 040): a PDF is not one of them. */
export const PRESCRIPTION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
/** The file input's accept list, so the chooser offers those pictures (and a phone its camera). */
export const PRESCRIPTION_ACCEPT = PRESCRIPTION_IMAGE_TYPES.join(',')

export type FileProblem = 'notImage' | 'tooLarge' | 'tooMany'

/**
 * The chosen files worth sending, at most `room` of them, and what was wrong with the others.
 * The server judges the real content again; this only spares a slow connection an upload the
 * server would refuse. A large photo this browser can redraw smaller is sent shrunk
 * (lib/shrink-photo.ts), so only one it cannot is too large.
 */
export function screenPrescriptionFiles(
  files: readonly File[],
  room: number,
): { accepted: File[]; problem: FileProblem | null } {
  let problem: FileProblem | null = null
  const fitting = files.filter((file) => {
    if (!(PRESCRIPTION_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      problem ??= 'notImage'
      return false
    }
    if (file.size > PRESCRIPTION_MAX_BYTES && !canShrink(file)) {
      problem ??= 'tooLarge'
      return false
    }
    return true
  })
  const accepted = fitting.slice(0, Math.max(0, room))
  if (accepted.length < fitting.length) problem ??= 'tooMany'
  return { accepted, problem }
}
