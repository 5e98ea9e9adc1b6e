import { PRESCRIPTION_MAX_FILES, type Prescription } from '@kyanma/shared'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { prescriptionTexts } from '#app/locales/en/prescriptions.ts'
import { uploadTexts as uploadTextsEnglish } from '#app/locales/en/uploads.ts'
import { PRESCRIPTION_QUERIES_KEY, usePrescriptions } from './api/get-prescriptions.ts'
import { useUploadPrescriptions } from './api/upload-prescriptions.ts'
import { screenPrescriptionFiles } from './prescription-files.ts'
import { stateAfter, type UploadState, watchInto } from './use-upload-box.ts'

/** A photo chosen at this checkout: on its way (`sent` null) or stored as a prescription. */
export interface ChosenPhoto {
  key: number
  /** The file's local copy, shown at once instead of fetching the upload back. */
  preview: string
  sent: Prescription | null
  /** The photo's upload while `sent` is null: its progress, or that it gave up (tap to retry). */
  upload: UploadState
  file: File
}

/**
 * The prescriptions this checkout's order will name (decision 044): photos sent from this page,
 * each uploaded as soon as it is chosen, and earlier ones the shopper ticks (approved by the
 * pharmacist and still valid, or sent before and on no order). Kept in the checkout's state, so
 * a re-render or a failed Place Order loses none. `needed`: the cart has a product that needs a
 * prescription (the earlier ones are asked for only then).
 */
export function usePrescriptionChoice(needed: boolean) {
  const texts = useTexts(prescriptionTexts)
  const uploadTexts = useTexts(uploadTextsEnglish)
  const queryClient = useQueryClient()
  const list = usePrescriptions(needed)
  const upload = useUploadPrescriptions()
  const [photos, setPhotos] = useState<ChosenPhoto[]>([])
  const [ticked, setTicked] = useState<number[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const nextKey = useRef(0)
  const previews = useRef(new Set<string>())
  useEffect(() => {
    const made = previews.current
    return () => {
      for (const url of made) URL.revokeObjectURL(url)
    }
  }, [])

  const sentIds = new Set(photos.flatMap((photo) => (photo.sent ? [photo.sent.id] : [])))
  /** Earlier prescriptions a new order may name, those sent from this page left out. */
  const earlier = (list.data?.data ?? []).filter((item) => item.usable && !sentIds.has(item.id))
  const earlierIds = new Set(earlier.map((item) => item.id))
  // A ticked one that is no longer usable (used by another order meanwhile) is not sent.
  const chosenEarlier = ticked.filter((id) => earlierIds.has(id))
  const ids = [...sentIds, ...chosenEarlier]
  const failed = photos.some((photo) => photo.upload.phase === 'failed')
  const uploading = photos.some((photo) => photo.sent === null && photo.upload.phase !== 'failed')
  const room = PRESCRIPTION_MAX_FILES - photos.length - chosenEarlier.length

  const forget = (key: number) =>
    setPhotos((current) => {
      const gone = current.find((photo) => photo.key === key)
      if (gone) release(gone.preview)
      return current.filter((photo) => photo.key !== key)
    })
  const release = (url: string) => {
    if (!previews.current.delete(url)) return
    URL.revokeObjectURL(url)
  }

  const change = (key: number, photo: Partial<ChosenPhoto>) =>
    setPhotos((current) => current.map((one) => (one.key === key ? { ...one, ...photo } : one)))

  // One request per photo: each shows its own progress, and a refused one takes no other.
  const send = (key: number, file: File) => {
    change(key, { upload: { phase: 'sending', progress: 0 } })
    const watch = watchInto((upload) => change(key, { upload }))
    upload.mutateAsync({ files: [file], watch }).then(
      ([sent]) => change(key, { sent: sent ?? null, upload: stateAfter() }),
      (error: unknown) => {
        // A dropped connection keeps the photo for a tap on it; the server's refusal (in the
        // red toast) removes it.
        if (stateAfter(error).phase === 'failed') change(key, { upload: stateAfter(error) })
        else forget(key)
      },
    )
  }

  const add = (files: File[]) => {
    const { accepted, problem: refused } = screenPrescriptionFiles(files, room)
    setProblem(refused && texts[refused])
    for (const file of accepted) {
      const key = nextKey.current++
      const preview = previewOf(file)
      if (preview) previews.current.add(preview)
      const upload: UploadState = { phase: 'sending', progress: 0 }
      setPhotos((current) => [...current, { key, preview, sent: null, upload, file }])
      send(key, file)
    }
  }

  /** A photo whose upload gave up, sent again by a tap. */
  const retry = (key: number) => {
    const photo = photos.find((one) => one.key === key)
    if (photo && photo.sent === null) send(key, photo.file)
  }

  const toggle = (id: number) => {
    setProblem(null)
    setTicked((current) =>
      current.includes(id) ? current.filter((one) => one !== id) : [...current, id],
    )
  }

  /** Before Place Order: the words to show when the order cannot go yet, else null. */
  const check = (): string | null => {
    const found = failed
      ? uploadTexts.failed
      : uploading
        ? texts.checkout.stillUploading
        : ids.length === 0
          ? texts.checkout.missing
          : null
    setProblem(found)
    return found
  }

  /** The server refused the order's prescriptions: its words, and the earlier ones asked again. */
  const refused = (message: string) => {
    setProblem(message)
    void queryClient.invalidateQueries({ queryKey: PRESCRIPTION_QUERIES_KEY })
  }

  return {
    photos,
    earlier,
    ticked: chosenEarlier,
    ids,
    room,
    problem,
    add,
    retry,
    remove: forget,
    toggle,
    check,
    refused,
  }
}

/** A local copy of the chosen file to show; none where the browser cannot make one. */
function previewOf(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : ''
}
