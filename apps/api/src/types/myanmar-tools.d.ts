// myanmar-tools 1.1.3 ships plain CommonJS without types: the two classes the API uses.
declare module 'myanmar-tools' {
  export class ZawgyiDetector {
    /** Between 0 and 1; -Infinity when the text has no Myanmar letters. */
    getZawgyiProbability(text: string): number
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(text: string): string
    unicodeToZawgyi(text: string): string
  }
  const tools: { ZawgyiDetector: typeof ZawgyiDetector; ZawgyiConverter: typeof ZawgyiConverter }
  export default tools
}
