/**
 * A form sent before React owns the page (a quick tap on a slow phone, the page's scripts still
 * on their way) would go to the browser's own submission: a GET that writes the fields into the
 * address, history and server logs (a checkout's phone and address, a review), or a POST to a
 * page that has no server action. Every form of the shop is sent by its scripts, so until the
 * page is hydrated (root.tsx marks `data-hydrated`) a submission is simply held: the tap does
 * nothing and the shopper taps again a moment later. Inline in the head, with the page's CSP
 * nonce, so it runs before any form is on screen.
 */
export const HOLD_EARLY_SUBMITS =
  "document.addEventListener('submit',function(e){if(!document.documentElement.dataset.hydrated)e.preventDefault()},true)"
