import { useTexts } from '#app/lib/texts.ts'
import { notifications } from '#app/locales/en/notifications.ts'
import { MarkAllReadButton } from './mark-all-read-button.tsx'
import { NotificationList } from './notification-list.tsx'
import classes from './notifications.module.css'

/** What the bell's popover holds: 'Notifications', 'Mark as Read All' and the list. */
export function NotificationCenter() {
  const texts = useTexts(notifications)
  return (
    <div className={classes.center}>
      <div className={classes.head}>
        <h2 className={classes.title}>{texts.title}</h2>
        <MarkAllReadButton />
      </div>
      <NotificationList />
    </div>
  )
}
