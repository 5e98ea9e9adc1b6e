import { useRef, useState } from 'react'
import { isConnectionFailure } from '#app/lib/api-client.ts'
import type { UploadWatch } from './api/post-images.ts'

/** Where an upload is: sent so far (0 to 1), pausing before another try, or given up on. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; progress: number }
  | { phase: 'retrying' }
  | { phase: 'failed' }

/** The upload's watch, turning progress and pauses into an UploadState. */
export function watchInto(report: (state: UploadState) => void): UploadWatch {
  return {
    onProgress: (progress) => report({ phase: 'sending', progress }),
    onRetry: () => report({ phase: 'retrying' }),
  }
}

/**
 * The state after an upload ended. A refusal by the server is not `failed` (its reason is in the
 * red toast, and the same files would be refused again); only a connection that stayed down is,
 * with a Try again button.
 */
export function stateAfter(error?: unknown): UploadState {
  return isConnectionFailure(error) ? { phase: 'failed' } : { phase: 'idle' }
}

/**
 * One upload box's sending (the receipt and the order's prescription): `send` uploads the files
 * with `run` (which tries again by itself, api/post-images.ts), `retry` sends the last files
 * again after the tries ran out, and `state` is for UploadStatus. `onSent` runs after success,
 * from the promise, so it runs even if the answer re-renders the box away.
 */
export function useUploadBox(
  run: (files: File[], watch: UploadWatch) => Promise<unknown>,
  onSent: () => void,
) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' })
  const lastFiles = useRef<File[]>([])
  const send = (files: File[]) => {
    lastFiles.current = files
    setState({ phase: 'sending', progress: 0 })
    run(files, watchInto(setState)).then(
      () => {
        setState(stateAfter())
        onSent()
      },
      (error: unknown) => setState(stateAfter(error)),
    )
  }
  return { state, send, retry: () => send(lastFiles.current) }
}
