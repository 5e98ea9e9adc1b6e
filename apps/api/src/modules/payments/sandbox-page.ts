import { formatKs, PAYMENT_TYPE_NAMES, SHOP } from '@kyanma/shared'
import { toString as drawQr } from 'qrcode'
import { mmqrPayload } from './mmqr-payload.ts'
import type { PayableOrder } from './payment-gateway.ts'

/** The sandbox gateway's pages: plain server-rendered HTML, as a hosted payment page would be. */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char)
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f1f5f4;color:#1d2b28}
main{max-width:420px;margin:48px auto;padding:24px;background:#fff;border-radius:12px;
box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 4px}p.note{color:#5b6b67;font-size:.85rem;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#5b6b67}dd{margin:0;font-weight:600;text-align:right}
form{display:flex;gap:12px}button{flex:1;padding:12px;font-size:1rem;border-radius:8px;
border:1px solid #1f7a5a;cursor:pointer}
button[value=approve]{background:#1f7a5a;color:#fff}button[value=decline]{background:#fff;color:#1f7a5a}
a{color:#1f7a5a}
@media (max-width:480px){main{margin:16px 12px;padding:20px}}
figure.qr{margin:0 0 24px;text-align:center}figure.qr svg{width:min(240px,100%);height:auto}
figcaption{color:#5b6b67;font-size:.85rem}`

/** The city an MMQR code names (EMVCo tag 60): the shop's, in Yangon. */
const SHOP_CITY = 'Yangon'

/**
 * An MMQR order's code, drawn as inline SVG: nothing to fetch, so the page's Content-Security-Policy
 * (images from itself or data: only) needs no change.
 */
async function mmqrFigure(order: PayableOrder) {
  const payload = mmqrPayload({
    merchantName: SHOP.name,
    merchantCity: SHOP_CITY,
    amount: order.total,
    billNumber: order.voucherNo,
  })
  const svg = await drawQr(payload, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
  return `<figure class="qr">${svg.replace('<svg ', '<svg role="img" aria-label="MMQR code" ')}
<figcaption>Scan with any Myanmar banking or wallet app, then answer below as the app would.</figcaption>
</figure>`
}

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`
}

/** The payment page: what is paid, to whom, and the two answers a test payment can have. */
export async function sandboxPaymentPage(order: PayableOrder, action: string) {
  const wallet = PAYMENT_TYPE_NAMES[order.paymentType]
  const qr = order.paymentType === 'MMQR' ? await mmqrFigure(order) : ''
  return page(
    `Pay ${SHOP.name} with ${wallet}`,
    `<h1>${escapeHtml(wallet)}</h1>
<p class="note">Sandbox payment: no money moves. Approve or decline to see what the shop does.</p>
<dl>
<dt>Shop</dt><dd>${escapeHtml(SHOP.name)}</dd>
<dt>Voucher number</dt><dd>${escapeHtml(order.voucherNo)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatKs(order.total))}</dd>
<dt>Pay with</dt><dd>${escapeHtml(wallet)}</dd>
</dl>
${qr}<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="decline">Decline</button>
</form>`,
  )
}

/** Instead of the payment page: why it cannot be paid here, and the way back. */
export function sandboxMessagePage(message: string, link: { href: string; text: string }) {
  return page(
    `${SHOP.name} payment`,
    `<h1>${escapeHtml(SHOP.name)}</h1><p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  )
}
