/**
 * The shopper's first touch, key, wheel turn, focus move or activation on the page: what the shop
 * waits for before loading its toasts (root.tsx) and hydrating what lies below the fold
 * (components/layout/hydrate-on-sight.tsx). A scroll by finger (a pointer event, in every browser
 * the shop supports), wheel or key starts with one of these; a scroll event itself does not count,
 * since the browser restoring the place on reload fires it too. `click` and `change` come without
 * a touch or key from a screen reader's activation or an automated browser: as the callback runs
 * first, React finds the part they land in ready to hydrate at once. (Typing needs no entry of its
 * own: the box has the focus first.)
 */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'wheel', 'focusin', 'click', 'change'] as const

// Capture: the callback runs before any handler of the page's own for the same event.
const LISTENER = { capture: true, passive: true } as const

/** Calls `callback` once, at the first interaction; answers a function that stops waiting. */
export function onFirstInteraction(callback: () => void): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, once, LISTENER)
  }
  const once = () => {
    stop()
    callback()
  }
  for (const type of FIRST_INTERACTION) window.addEventListener(type, once, LISTENER)
  return stop
}
