import { SCANNER } from '@kyanma/shared'
import { createContext } from 'react'

/** A running camera scan; stopping it turns the camera off. */
export interface CameraScan {
  stop(): void
}

/**
 * What the Transfer Points dialog needs from a QR scanner, small enough for a test to stand in
 * for the camera (CameraScannerContext).
 */
export interface CameraScanner {
  /** Whether scanning can work here: a secure page, a camera listed, permission not refused. */
  available(): Promise<boolean>
  /**
   * Shows the camera in `video` and hands every decoded text to `onText`. Rejects when the
   * camera cannot start (none, permission refused, in use).
   */
  start(video: HTMLVideoElement, onText: (text: string) => void): Promise<CameraScan>
}

async function cameraAllowed(): Promise<boolean> {
  try {
    // Not every browser knows the 'camera' permission name; those that do not are asked on start.
    const status = await navigator.permissions?.query({ name: 'camera' as PermissionName })
    return status?.state !== 'denied'
  } catch {
    return true
  }
}

/**
 * The real scanner: nimiq's qr-scanner (the browser's BarcodeDetector where there is one, else a
 * web worker), loaded only when a scan starts so no page's first load carries it.
 */
export const qrCameraScanner: CameraScanner = {
  async available() {
    if (typeof window === 'undefined' || !window.isSecureContext) return false
    const media = navigator.mediaDevices
    if (!media?.getUserMedia || !media.enumerateDevices) return false
    try {
      const devices = await media.enumerateDevices()
      return devices.some((device) => device.kind === 'videoinput') && (await cameraAllowed())
    } catch {
      return false
    }
  },
  async start(video, onText) {
    const { default: QrScanner } = await import('qr-scanner')
    const scanner = new QrScanner(video, (result) => onText(result.data), {
      preferredCamera: SCANNER.preferredCamera,
      maxScansPerSecond: SCANNER.maxScansPerSecond,
      returnDetailedScanResult: true,
      // Spec section 4: a frame without a readable code is not an error worth a word.
      onDecodeError: () => {},
    })
    try {
      await scanner.start()
    } catch (error) {
      scanner.destroy()
      throw error
    }
    return { stop: () => scanner.destroy() }
  },
}

/** The scanner the dialog uses; tests provide one they drive by hand. */
export const CameraScannerContext = createContext<CameraScanner>(qrCameraScanner)
