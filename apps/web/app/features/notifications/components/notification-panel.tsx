import { useMediaQuery } from '@mantine/hooks'
import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { notifications } from '#app/locales/en/notifications.ts'
import { NotificationCenter } from './notification-center.tsx'
import { NotificationDrawer } from './notification-drawer.tsx'
import classes from './notifications.module.css'

export interface NotificationPanelProps {
  opened: boolean
  onClose: () => void
  /** The bell and its box: a click there is the bell's own toggle, not a click outside. */
  bellBox: RefObject<HTMLDivElement | null>
}

/**
 * Phones get the list as a full-width drawer; wider screens a panel under the bell. The panel is
 * placed by CSS, not Mantine's Popover: the bell sits at a fixed place in the header, and the
 * Popover brought floating-ui into the chunk the listing and product pages load (+9 KB gzip).
 */
export default function NotificationPanel(props: NotificationPanelProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false })
  if (phone) return <NotificationDrawer opened={props.opened} onClose={props.onClose} />
  return <BellDropdown {...props} />
}

function BellDropdown({ opened, onClose, bellBox }: NotificationPanelProps) {
  const texts = useTexts(notifications)
  const dropdown = useRef<HTMLDivElement | null>(null)
  // Keyboard users land in the panel as it appears (not trapped: it is not a modal); Escape
  // leads back to the bell. Stable, so a re-render never moves the focus again.
  const attach = useCallback((node: HTMLDivElement | null) => {
    dropdown.current = node
    node?.focus({ preventScroll: true })
  }, [])
  // A click outside closes it; clicks on the bell are left to the bell's own toggle.
  useEffect(() => {
    if (!opened) return
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!bellBox.current?.contains(target) && !dropdown.current?.contains(target)) onClose()
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [opened, onClose, bellBox])
  if (!opened) return null
  return (
    <div
      ref={attach}
      role="dialog"
      aria-label={texts.title}
      tabIndex={-1}
      className={classes.dropdown}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // Escape: back to the bell, as a keyboard user expects.
        bellBox.current?.querySelector('button')?.focus()
        onClose()
      }}
    >
      <NotificationCenter />
    </div>
  )
}
