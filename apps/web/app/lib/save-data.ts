import type { Image } from '@kyanma/shared'
import { createContext, useContext } from 'react'

/**
 * Whether the shopper's browser asks to save data: Chrome's data saver (and Android's Data Saver,
 * Opera's Lite mode) send `Save-Data: on` with every request. Such a visit gets the small copy of
 * each large picture and no carousel that moves by itself (decision 050). The server reads the
 * header of the first page and the page keeps the answer, so hydration and later pages agree.
 */
export function asksToSaveData(headers: Headers): boolean {
  return headers.get('save-data')?.trim().toLowerCase() === 'on'
}

export const SaveDataContext = createContext(false)

export const useSaveData = () => useContext(SaveDataContext)

/** A large picture's address: its small copy (320-400 px) when the browser asks to save data. */
export function useLargePicture(): (image: Image) => string {
  const saveData = useSaveData()
  return (image) => (saveData ? image.urls.thumbnail : image.urls.public)
}
