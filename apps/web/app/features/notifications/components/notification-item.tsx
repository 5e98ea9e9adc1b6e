import type { Notification } from '@kyanma/shared'
import { ActionIcon } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { type Ref, useState } from 'react'
import type from '#app/components/ui/type.module.css'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { notifications } from '#app/locales/en/notifications.ts'
import { useDeleteNotification } from '../api/delete-notification.ts'
import { useOpenNotification } from '../api/open-notification.ts'
import classes from './notifications.module.css'

/**
 * One notification: unread ones stand out (bold title, a dot, a tint). Clicking opens it (the
 * whole description, and the server marks it read); the bin deletes it.
 */
export function NotificationItem({
  notification,
  ref,
}: {
  notification: Notification
  ref?: Ref<HTMLLIElement> | undefined
}) {
  const texts = useTexts(notifications)
  const format = useFormat()
  const [expanded, setExpanded] = useState(false)
  const open = useOpenNotification()
  const remove = useDeleteNotification()
  const unread = notification.readAt === null
  return (
    <li ref={ref} className={classes.item} data-unread={unread || undefined}>
      <button
        type="button"
        className={classes.open}
        aria-expanded={expanded}
        onClick={() => {
          if (!expanded) open.mutate(notification.id)
          setExpanded(!expanded)
        }}
      >
        <span className={classes.itemTitle}>
          {unread && <span className={classes.dot} aria-hidden="true" />}
          {notification.title}
          {unread && <span className={type.visuallyHidden}> ({texts.unread})</span>}
        </span>
        <span className={classes.description} data-expanded={expanded || undefined}>
          {notification.description}
        </span>
        <span className={classes.date}>{format.longDate(notification.createdAt)}</span>
      </button>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={texts.delete(notification.title)}
        loading={remove.isPending}
        onClick={() => remove.mutate(notification.id)}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </li>
  )
}
