import { act } from '@testing-library/react'
import { vi } from 'vitest'
import type { CameraScanner } from '../scanner/camera-scanner.ts'

/**
 * A camera scanner the test drives: `read(text)` is a code in front of the camera. With
 * `available: false` there is no camera; with `startFails` the camera refuses to start.
 */
export function fakeCameraScanner(options: { available?: boolean; startFails?: boolean } = {}) {
  let onText: ((text: string) => void) | undefined
  const stop = vi.fn()
  const scanner: CameraScanner = {
    available: async () => options.available ?? true,
    start: vi.fn(async (_video: HTMLVideoElement, handler: (text: string) => void) => {
      if (options.startFails) throw new Error('Camera not found.')
      onText = handler
      return { stop }
    }),
  }
  return {
    scanner,
    stop,
    read: (text: string) =>
      act(() => {
        if (!onText) throw new Error('The scanner was not started')
        onText(text)
      }),
  }
}
