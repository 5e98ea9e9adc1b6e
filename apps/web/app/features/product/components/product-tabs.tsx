import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import classes from './product-tabs.module.css'

export interface TabItem {
  key: string
  label: string
  panel: ReactNode
}

/**
 * WAI-ARIA tabs from plain buttons (lighter than Mantine's Tabs): arrow keys, Home and End move
 * between tabs, Tab goes into the panel. Every panel is rendered (hidden ones with `hidden`), so
 * their content is in the server's HTML for search engines and for phones without JavaScript yet.
 */
export function ProductTabs({ label, tabs }: { label: string; tabs: TabItem[] }) {
  const [active, setActive] = useState(0)
  const baseId = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (index: number) => `${baseId}-tab-${index}`
  const panelId = (index: number) => `${baseId}-panel-${index}`

  // An address ending in #<key> (the review sign-in link comes back with #reviews) opens that
  // tab. Read after hydration: the server never sees the hash.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    const index = tabs.findIndex((tab) => `#${tab.key}` === window.location.hash)
    if (index < 0) return
    setActive(index)
    buttons.current[index]?.scrollIntoView({ block: 'center' })
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (active + 1) % tabs.length,
      ArrowLeft: (active - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className={classes.tabs}>
      <div role="tablist" aria-label={label} className={classes.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === active}
            aria-controls={panelId(index)}
            tabIndex={index === active ? 0 : -1}
            className={classes.tab}
            onClick={() => setActive(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern: Tab moves from the tab into its panel
          tabIndex={0}
          className={classes.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
