import { vi } from 'vitest'

/**
 * IntersectionObserver as a test drives it: `scrollIntoView(element)` tells every observer of
 * that element it is now visible.
 */
export function fakeIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>()
  class FakeObserver {
    private entry: { callback: IntersectionObserverCallback; targets: Set<Element> }
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() }
      observers.add(this.entry)
    }
    observe(target: Element) {
      this.entry.targets.add(target)
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target)
    }
    disconnect() {
      observers.delete(this.entry)
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  return {
    observed: (element: Element) => [...observers].some((o) => o.targets.has(element)),
    scrollIntoView(element: Element) {
      for (const observer of [...observers])
        if (observer.targets.has(element))
          observer.callback(
            [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          )
    },
  }
}
