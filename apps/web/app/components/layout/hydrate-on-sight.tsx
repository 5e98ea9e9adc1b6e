import {
  isValidElement,
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { session } from '#app/features/auth/session-store.ts'
import { onFirstInteraction } from '#app/lib/first-interaction.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'

/**
 * Server-rendered content below the fold that stays plain HTML until the shopper sees it or first
 * interacts with the page: the home page's lower sections (issue 18, decision 078). It lives in the
 * chunk of the page that uses it: in the layout (the footer) it would cost every page's first load.
 * Until then its links work as ordinary links and none of its code runs. React hydrates it when it
 * comes into view without any input (a link to an anchor, the browser restoring the place on
 * reload), or at the first touch, key, wheel turn or focus move anywhere: a scroll starts with one,
 * and so a tap or an in-app navigation always meets a page whose every part answers.
 *
 * How: the content has a Suspense boundary of its own, and a component inside it suspends until
 * its gate opens. React keeps the server's HTML of a boundary that suspends while hydrating, and
 * hydrates it when the promise settles (selective hydration). The gate is open from the start
 * wherever the browser renders the content itself (an in-app visit).
 */
function WaitForSight({ children }: { children: ReactNode }) {
  const sentinel = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const [gate] = useState(() => newGate(!import.meta.env.SSR && !hydrated && !everythingWanted))
  useEffect(() => {
    const element = sentinel.current
    if (gate.opened || !element) return
    // A browser without the observer (before 2019) hydrates it at once, as before.
    if (everythingWanted || typeof IntersectionObserver === 'undefined') return gate.open()
    waiting.add(gate)
    // Each gate listens, and the first interaction opens them all.
    const stopWaiting = onFirstInteraction(openAll)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open()
      },
      // Its HTML shows without hydration; only scrolling with no input (a link to an anchor, the
      // browser restoring the place on reload) needs this, and a scroll by touch, wheel or key
      // has already opened every gate.
      { rootMargin: '0px' },
    )
    observer.observe(element)
    return () => {
      stopWaiting()
      observer.disconnect()
      waiting.delete(gate)
    }
  }, [gate])
  // The same element while the content is the same: this component renders again once hydrated
  // (useHydrated settles), and new props would make React render the waiting boundary afresh.
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <HoldUntilOpen gate={gate}>{children}</HoldUntilOpen>
      </Suspense>
    ),
    [gate, children],
  )
  // The wrapper is the box the observer watches; it is a plain block, so the page's layout is
  // the same as with the content alone in its place.
  return <div ref={sentinel}>{content}</div>
}

/**
 * A parent that renders again hands a waiting boundary new props, and React then has to hydrate
 * it at once or render it afresh without the server's HTML (and throw that work away while it
 * waits). So the content is compared by what it is made of: the same component with the same
 * props is the same content, whatever the parent's render.
 */
export const HydrateOnSight = memo(WaitForSight, (before, after) =>
  sameElement(before.children, after.children),
)

function sameElement(before: ReactNode, after: ReactNode): boolean {
  if (before === after) return true
  if (!isValidElement(before) || !isValidElement(after)) return false
  if (before.type !== after.type || before.key !== after.key) return false
  const props = [before.props, after.props] as [Record<string, unknown>, Record<string, unknown>]
  const keys = Object.keys(props[0])
  return (
    keys.length === Object.keys(props[1]).length &&
    keys.every((key) => Object.is(props[0][key], props[1][key]))
  )
}

type Gate = { opened: boolean; promise: Promise<void>; open: () => void }

function newGate(closed: boolean): Gate {
  let resolve = () => {}
  const promise = new Promise<void>((settle) => {
    resolve = settle
  })
  const gate: Gate = {
    opened: !closed,
    promise,
    open() {
      if (gate.opened) return
      gate.opened = true
      waiting.delete(gate)
      resolve()
    },
  }
  return gate
}

/** Gates still closed: the shopper's first interaction opens them all. */
const waiting = new Set<Gate>()
let everythingWanted = false

function openAll() {
  for (const gate of [...waiting]) gate.open()
}

/**
 * Hydrates every waiting part now, and the ones still to come at once: for when the browser knows
 * something that makes them differ from the server's HTML (a signed-in shopper's hearts), which
 * they must show before the shopper can tap them.
 */
export function hydrateEverything() {
  everythingWanted = true
  openAll()
}

/**
 * The server's HTML is a visitor's: a signed-in customer's hearts differ from it (they mark and
 * unmark rather than lead to sign in). The parts below the fold then hydrate at once, as every
 * part did before decision 078, so the hearts are right before the customer can tap them.
 */
export function useHydrateEverythingForCustomers() {
  useEffect(() => {
    const whenSignedIn = () => {
      if (session.current().status === 'signed-in') hydrateEverything()
    }
    const stop = session.subscribe(whenSignedIn)
    whenSignedIn()
    return stop
  }, [])
}

/**
 * Suspends the content until its gate opens: while React hydrates it (React keeps the server's
 * HTML), and also when an update from above reaches the waiting boundary. React must then render
 * it afresh; suspending at once costs nothing, and in a transition (React Router's updates are)
 * React keeps the server's HTML and finishes the update once the content has hydrated. The content
 * is the child, not a sibling: React 19 renders the siblings of a component that suspended ahead of
 * time ("pre-warming"), which would do the very work this puts off.
 */
function HoldUntilOpen({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.opened) use(gate.promise)
  return children
}
