import { Drawer, Popover } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { type RefObject, useEffect, useRef } from 'react'
import { notifications as texts } from '../../../locales/en/notifications.ts'
import { NotificationCenter } from './notification-center.tsx'
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
  if (phone) {
    return (
      <Drawer
        opened={props.opened}
        onClose={props.onClose}
        position="right"
        size="100%"
        title={texts.title}
        closeButtonProps={{ 'aria-label': texts.close }}
        classNames={{ title: classes.drawerTitle, body: classes.drawerBody }}
      >
        <NotificationCenter showTitle={false} />
      </Drawer>
    )
  }
  return <BellPopover {...props} />
}

function BellPopover({ opened, onClose, bellBox }: NotificationPanelProps) {
  const dropdown = useRef<HTMLDivElement>(null)
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
  // Keyboard users land in the list (not trapped: it is a panel, not a modal); Escape leads back.
  useEffect(() => {
    if (opened) dropdown.current?.focus()
  }, [opened])
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
        ref={dropdown}
        p={0}
        role="dialog"
        aria-label={texts.title}
        tabIndex={-1}
        className={classes.dropdown}
      >
        <NotificationCenter showTitle />
      </Popover.Dropdown>
    </Popover>
  )
}
