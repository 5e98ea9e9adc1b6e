/**
 * The text an MMQR code carries: an EMVCo merchant-presented-mode payload (EMV QRCPS), the format
 * Myanmar's national QR builds on. Each data object is a two-digit ID, a two-digit length and the
 * value; the last one, ID 63, is a CRC-16/CCITT-FALSE over everything before its four hex digits.
 *
 * The sandbox shows it so the page looks and scans like the real thing; the merchant account
 * (ID 26) is a stand-in until a real aggregator gives the shop its MMQR merchant id.
 */

export interface MmqrPayment {
  merchantName: string
  merchantCity: string
  /** Whole kyats. */
  amount: number
  /** The shop's voucher number, sent back by the payer's app as the bill number. */
  billNumber: string
}

/** Pharmacies and drug stores (ISO 18245). */
const PHARMACY_MCC = '5912'
/** ISO 4217 numeric code of the Myanmar kyat. */
const MMK = '104'
/** A reverse-domain globally unique identifier for the stand-in merchant account. */
const SANDBOX_ACCOUNT_GUID = 'shop.kyanma.sandbox'

/** One data object. Values are printable ASCII, so characters and bytes count alike. */
function tlv(id: string, value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value) || value.length > 99)
    throw new Error(`EMVCo data object ${id} must be printable ASCII of at most 99 characters`)
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'latin1')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Appends the CRC object: its ID and length are part of what the CRC covers. */
export function withCrc(payload: string): string {
  const covered = `${payload}6304`
  return covered + crc16CcittFalse(covered)
}

/** The dynamic (one payment, fixed amount) MMQR payload of one order. */
export function mmqrPayload(payment: MmqrPayment): string {
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0)
    throw new Error('An MMQR amount is a positive whole number of kyats')
  return withCrc(
    [
      tlv('00', '01'),
      tlv('01', '12'),
      tlv('26', tlv('00', SANDBOX_ACCOUNT_GUID) + tlv('01', payment.merchantName.toUpperCase())),
      tlv('52', PHARMACY_MCC),
      tlv('53', MMK),
      tlv('54', String(payment.amount)),
      tlv('58', 'MM'),
      tlv('59', payment.merchantName.slice(0, 25)),
      tlv('60', payment.merchantCity.slice(0, 15)),
      tlv('62', tlv('01', payment.billNumber)),
    ].join(''),
  )
}
