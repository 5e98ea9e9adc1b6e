import { Button, Loader, Text } from '@mantine/core'
import { useCallback, useState } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { notifications } from '#app/locales/en/notifications.ts'
import { useNotifications } from '../api/get-notifications.ts'
import { NotificationItem } from './notification-item.tsx'
import classes from './notifications.module.css'
import { useLoadMoreOnView } from './use-load-more-on-view.ts'

/** The customer's notifications, newest first, 10 at a time; more as the last one is seen. */
export function NotificationList() {
  const texts = useTexts(notifications)
  const query = useNotifications()
  const [lastItem, setLastItem] = useState<HTMLLIElement | null>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])
  const items = query.data?.pages.flatMap((page) => page.data) ?? []
  const observing = useLoadMoreOnView(
    lastItem,
    loadMore,
    hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError,
  )

  if (query.isPending)
    return (
      <div className={classes.state} role="status" aria-label={texts.loading}>
        <Loader size="sm" />
      </div>
    )
  if (query.isError)
    return (
      <div className={classes.state} role="alert">
        <Text size="sm">{texts.loadFailed}</Text>
        <Button variant="light" size="compact-sm" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </div>
    )
  if (items.length === 0)
    return (
      <Text className={classes.state} size="sm" c="dimmed">
        {texts.empty}
      </Text>
    )
  return (
    <div className={classes.scroller}>
      <ul className={classes.list}>
        {items.map((notification, index) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            ref={index === items.length - 1 ? setLastItem : undefined}
          />
        ))}
      </ul>
      {isFetchingNextPage && (
        <div className={classes.more} role="status" aria-label={texts.loadingMore}>
          <Loader size="xs" />
        </div>
      )}
      {hasNextPage && !isFetchingNextPage && (!observing || query.isFetchNextPageError) && (
        <div className={classes.more}>
          <Button variant="subtle" size="compact-sm" onClick={loadMore}>
            {texts.loadMore}
          </Button>
        </div>
      )}
    </div>
  )
}
