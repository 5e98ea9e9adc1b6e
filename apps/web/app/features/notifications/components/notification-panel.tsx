import { Popover } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { type RefObject, useCallback, useEffect, useRef } from 'react'
import { notifications as texts } from '../../../locales/en/notifications.ts'
import { NotificationCenter } from './notification-center.tsx'
import { NotificationDrawer } from './notification-drawer.tsx'
import classes from './notifications.module.css'

export interface NotificationPanelProps {
  opened: boolean
  onClose: () => void
  /** The bell and its box: a click there is the bell's own toggle, not a click outside. */
  bellBox: RefObject<HTMLDivElement | null>
}

/** Phones get the list as a full-width drawer; wider screens a popover under the bell. */
export default function NotificationPanel(props: NotificationPanelProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false })
  if (phone) return <NotificationDrawer opened={props.opened} onClose={props.onClose} />
  return <BellPopover {...props} />
}

function BellPopover({ opened, onClose, bellBox }: NotificationPanelProps) {
  const dropdown = useRef<HTMLDivElement | null>(null)
  // Keyboard users land in the panel as it appears (not trapped: it is not a modal); Escape
  // leads back to the bell. Stable, so a re-render never moves the focus again.
  const attach = useCallback((node: HTMLDivElement | null) => {
    dropdown.current = node
    node?.focus({ preventScroll: true })
  }, [])
  // Mantine's own outside-click would close on the bell's pointerdown and the bell's click would
  // reopen it; clicks on the bell are left to the bell.
  useEffect(() => {
    if (!opened) return
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!bellBox.current?.contains(target) && !dropdown.current?.contains(target)) onClose()
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [opened, onClose, bellBox])
  return (
    <Popover
      opened={opened}
      onClose={() => {
        // Escape: back to the bell, as a keyboard user expects.
        bellBox.current?.querySelector('button')?.focus()
        onClose()
      }}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      closeOnClickOutside={false}
      // The roles Mantine would add point at the invisible anchor; the bell carries them.
      withRoles={false}
    >
      <Popover.Target>
        <span className={classes.anchor} aria-hidden="true" />
      </Popover.Target>
      <Popover.Dropdown
        ref={attach}
        p={0}
        role="dialog"
        aria-label={texts.title}
        tabIndex={-1}
        className={classes.dropdown}
      >
        <NotificationCenter />
      </Popover.Dropdown>
    </Popover>
  )
}
