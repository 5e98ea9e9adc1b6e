import { PRESCRIPTION_MAX_BYTES } from '@kyanma/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screenPrescriptionFiles } from './prescription-files.ts'

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type })

describe('prescription files chosen', () => {
  it('keeps JPEG, PNG and WebP photos, and says why a PDF or other file was left out', () => {
    const photos = [file('a.jpg', 'image/jpeg'), file('b.png', 'image/png')]
    const { accepted, problem } = screenPrescriptionFiles(
      [...photos, file('scan.pdf', 'application/pdf'), file('c.webp', 'image/webp')],
      5,
    )
    expect(accepted.map((one) => one.name)).toEqual(['a.jpg', 'b.png', 'c.webp'])
    expect(problem).toBe('notImage')
    expect(screenPrescriptionFiles(photos, 5).problem).toBeNull()
  })

  afterEach(() => vi.unstubAllGlobals())

  it('leaves out a photo over the size limit when the browser cannot redraw it smaller', () => {
    vi.stubGlobal('createImageBitmap', undefined)
    const big = file('big.jpg', 'image/jpeg', PRESCRIPTION_MAX_BYTES + 1)
    const exact = file('exact.jpg', 'image/jpeg', PRESCRIPTION_MAX_BYTES)
    const { accepted, problem } = screenPrescriptionFiles([big, exact], 5)
    expect(accepted.map((one) => one.name)).toEqual(['exact.jpg'])
    expect(problem).toBe('tooLarge')
  })

  it('keeps a photo over the size limit that the browser will send shrunk', () => {
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new Error('not decoded here')))
    const big = file('big.jpg', 'image/jpeg', PRESCRIPTION_MAX_BYTES + 1)
    expect(screenPrescriptionFiles([big], 5)).toMatchObject({ accepted: [big], problem: null })
  })

  it('takes only as many as there is room for', () => {
    const three = ['1', '2', '3'].map((name) => file(`${name}.jpg`, 'image/jpeg'))
    expect(screenPrescriptionFiles(three, 2)).toMatchObject({ problem: 'tooMany' })
    expect(screenPrescriptionFiles(three, 2).accepted).toHaveLength(2)
    expect(screenPrescriptionFiles(three, 0).accepted).toEqual([])
  })
})
