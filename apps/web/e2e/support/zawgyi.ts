import { createRequire } from 'node:module'

// myanmar-tools 1.1.3 is plain CommonJS without types (the API declares them for itself).
const require = createRequire(import.meta.url)
const { ZawgyiConverter } = require('myanmar-tools') as {
  ZawgyiConverter: new () => { unicodeToZawgyi(text: string): string }
}
const converter = new ZawgyiConverter()

/** Unicode Burmese as a phone that still types Zawgyi would send it (issue 15). */
export const toZawgyi = (unicode: string) => converter.unicodeToZawgyi(unicode)
