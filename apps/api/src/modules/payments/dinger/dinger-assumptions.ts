import type { PaymentType } from '@kyanma/shared'

/**
 * Everything about Dinger's merchant API that its published pages (decision 041 lists them) do
 * not settle, in one place, so a merchant account's first real test changes only this file.
 * Confirmed facts (token call, RSA payload, AES callback, checksum, status names, response codes)
 * live where they are used; each item here says where the guess comes from.
 */

/**
 * The token call's and pay call's paths under DINGER_API_URL. Confirmed by the docs
 * (`{{baseurl}}api/token?projectName&apiKey&merchantName`, `{{baseurl}}api/pay`).
 */
export const TOKEN_PATH = '/api/token'
export const PAY_PATH = '/api/pay'

/**
 * ASSUMED: the transaction status inquiry. The published pages show no inquiry call; this is the
 * shape we expect (the bearer token of the token call, the merchant order id, and an answer
 * carrying the callback's own fields). A real account must confirm path and answer.
 */
export const INQUIRY_PATH = '/api/transactionInquiry'
export const INQUIRY_ORDER_PARAM = 'merchantOrderId'

/**
 * ASSUMED: the address a shopper goes to after a successful pay call: the Dinger portal's
 * redirect page, named by the pay answer's transactionNum, formToken and merchOrderId. From the
 * community Node client (nawing/Dinger-Merchant-Pay-API), not from Dinger's own pages.
 */
export function portalRedirectUrl(
  checkoutUrl: string,
  answer: { transactionNum: string; formToken: string; merchOrderId: string },
) {
  const query = new URLSearchParams({
    transactionNo: answer.transactionNum,
    formToken: answer.formToken,
    merchantOrderId: answer.merchOrderId,
  })
  return `${checkoutUrl}/redirect?${query}`
}

/**
 * How each of the shop's gateway payment types is asked for. Provider and method names are from
 * the docs' and the Node client's lists ('KBZ Pay' PWA, 'Wave Pay' PIN, 'AYA Pay' PIN, 'CB Pay'
 * QR, 'Onepay' PIN, 'UAB Pay' PIN, 'MPU' OTP). ASSUMED: MMQR as provider 'MMQR' with method 'QR'
 * (no published list names it), and which flows answer no page: for a NOTIFICATION flow the
 * wallet app asks the shopper to confirm, so the shop sends the browser back to the order, which
 * shows the payment as pending.
 */
export const DINGER_METHODS: Record<
  PaymentType,
  { providerName: string; methodName: string; flow: 'REDIRECT' | 'NOTIFICATION' } | undefined
> = {
  KBZ_PAY: { providerName: 'KBZ Pay', methodName: 'PWA', flow: 'REDIRECT' },
  WAVE_PAY: { providerName: 'Wave Pay', methodName: 'PIN', flow: 'REDIRECT' },
  AYA_PAY: { providerName: 'AYA Pay', methodName: 'PIN', flow: 'NOTIFICATION' },
  CB_PAY: { providerName: 'CB Pay', methodName: 'QR', flow: 'REDIRECT' },
  ONE_PAY: { providerName: 'Onepay', methodName: 'PIN', flow: 'NOTIFICATION' },
  UAB_PAY: { providerName: 'UAB Pay', methodName: 'PIN', flow: 'NOTIFICATION' },
  MPU_PAY: { providerName: 'MPU', methodName: 'OTP', flow: 'REDIRECT' },
  MMQR: { providerName: 'MMQR', methodName: 'QR', flow: 'REDIRECT' },
  MOBILE_BANKING: undefined,
  BANK_TRANSFER: undefined,
  PAY_AT_STORE: undefined,
  CASH_ON_DELIVERY: undefined,
}

/**
 * ASSUMED: how long to split the pay payload for RSA/ECB/PKCS1Padding. The docs encrypt
 * `jsonStringify(data)` whole, which a 1024-bit key cannot do past 117 bytes; the Node client
 * (node-rsa) cuts the text into blocks of (key bytes − 11) and joins the encrypted blocks, which
 * Dinger's side decrypts block by block. We do the same.
 */
export const PKCS1_OVERHEAD_BYTES = 11

/**
 * ASSUMED: the item the payload lists. Dinger checks that the items add up to totalAmount (code
 * 014); the shop sends the order as one item, amounts as strings as the docs' example does.
 */
export function payloadItems(voucherNo: string, total: number) {
  return JSON.stringify([{ name: `Order ${voucherNo}`, amount: String(total), quantity: '1' }])
}
