import type { FakeTransaction } from './fake-transaction.ts'

/** The fake Dinger's hosted page: what is paid and the two answers a shopper can give. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main>${body}</main></body></html>`

export const dingerPages = {
  payment(transaction: FakeTransaction) {
    const field = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
    return page(
      `Dinger — ${transaction.providerName}`,
      `<h1>Dinger (test)</h1>
<p>Pay <strong>${transaction.totalAmount} MMK</strong> with ${escapeHtml(transaction.providerName)}
(${escapeHtml(transaction.methodName)}) for order ${escapeHtml(transaction.merchantOrderId)}.</p>
<form method="post" action="/gateway/decide">
${field('merchantOrderId', transaction.merchantOrderId)}${field('formToken', transaction.formToken)}
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="decline">Decline</button>
</form>`,
    )
  },
  message(text: string) {
    return page('Dinger (test)', `<h1>Dinger (test)</h1><p>${escapeHtml(text)}</p>`)
  },
}
