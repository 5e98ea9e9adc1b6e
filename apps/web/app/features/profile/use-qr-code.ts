import { useQuery } from '@tanstack/react-query'

/**
 * A QR code of `text` as an SVG picture's data address. The `qrcode` package loads with the first
 * code drawn, not with the page.
 */
export function useQrCode(text: string) {
  return useQuery({
    queryKey: ['qr-code', text],
    queryFn: async () => {
      const { toString: drawQr } = await import('qrcode')
      const svg = await drawQr(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/**
 * What a customer's referral QR code says: the customer id as plain digits, which the point
 * transfer scanner reads as the receiving customer (spec section 4, Scanner).
 */
export const referralQrText = (customerId: number) => String(customerId)

/**
 * The customer id a scanned QR code names, or null when its text is not a whole positive number
 * (spec section 5: such text is ignored, with no message).
 */
export function customerIdFromQrText(text: string): number | null {
  const digits = text.trim()
  if (!/^\d{1,15}$/.test(digits)) return null
  const id = Number(digits)
  return id >= 1 ? id : null
}
