import { Button } from '@mantine/core'
import { notifications as texts } from '../../../locales/en/notifications.ts'
import { useUnreadCount } from '../api/get-unread-count.ts'
import { useReadAllNotifications } from '../api/read-all-notifications.ts'
import { NotificationList } from './notification-list.tsx'
import classes from './notifications.module.css'

/**
 * What the bell opens: 'Notifications', 'Mark as Read All' and the list. The drawer on phones
 * shows the title itself, so there it is left out here.
 */
export function NotificationCenter({ showTitle }: { showTitle: boolean }) {
  const unread = useUnreadCount(true).data?.count ?? 0
  const readAll = useReadAllNotifications()
  return (
    <div className={classes.center}>
      <div className={classes.head}>
        {showTitle && <h2 className={classes.title}>{texts.title}</h2>}
        <Button
          variant="subtle"
          size="compact-sm"
          ml="auto"
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {texts.markAllRead}
        </Button>
      </div>
      <NotificationList />
    </div>
  )
}
