import { Drawer } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { notifications } from '#app/locales/en/notifications.ts'
import { MarkAllReadButton } from './mark-all-read-button.tsx'
import { NotificationList } from './notification-list.tsx'
import classes from './notifications.module.css'

/** Phones: the list fills the screen, with 'Mark as Read All' beside the title. */
export function NotificationDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const texts = useTexts(notifications)
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="100%">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header className={classes.drawerHeader}>
          <Drawer.Title className={classes.title}>{texts.title}</Drawer.Title>
          <MarkAllReadButton />
          <Drawer.CloseButton aria-label={texts.close} ml={0} />
        </Drawer.Header>
        <Drawer.Body p={0}>
          <NotificationList />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  )
}
