/**
 * The browser never sends a form of the shop by itself: the form's own scripts do (React's
 * handlers still run, cancelling the default does not stop the event). Left to the browser, a
 * form tapped before its scripts are running (a quick tap on a slow phone, or inside a section
 * that hydrates later, decision 055) went as a GET that wrote a checkout's phone and address or a
 * review into the address bar, history and server logs, or as a POST to a page with no server
 * action. The tap does nothing and works a moment later. A form meant to work without scripts (a
 * search, GET, nothing private) says so with `data-sends-without-scripts`. Inline in the head,
 * with the page's CSP nonce, so it is listening before any form is on screen.
 */
export const HOLD_EARLY_SUBMITS =
  "document.addEventListener('submit',function(e){if(!e.target.hasAttribute('data-sends-without-scripts'))e.preventDefault()},true)"
