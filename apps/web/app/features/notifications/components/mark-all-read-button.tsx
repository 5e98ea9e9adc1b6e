import { Button } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { notifications } from '#app/locales/en/notifications.ts'
import { useUnreadCount } from '../api/get-unread-count.ts'
import { useReadAllNotifications } from '../api/read-all-notifications.ts'
import classes from './notifications.module.css'

/** 'Mark as Read All' (spec section 2); resting while nothing is unread. */
export function MarkAllReadButton() {
  const texts = useTexts(notifications)
  const unread = useUnreadCount(true).data?.count ?? 0
  const readAll = useReadAllNotifications()
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      ml="auto"
      classNames={{ root: classes.markAllRead, label: classes.markAllReadLabel }}
      disabled={unread === 0}
      loading={readAll.isPending}
      onClick={() => readAll.mutate()}
    >
      {texts.markAllRead}
    </Button>
  )
}
