import { IconBell } from '@tabler/icons-react'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import shell from '#app/components/layout/shell.module.css'
import { useSession } from '#app/features/auth/session-store.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { useUnreadCount } from '../api/get-unread-count.ts'
import classes from './notification-bell.module.css'

// The list, its queries and Mantine's popover and drawer load when the bell is first opened:
// the bell is on every page, so only the button and its count are part of a first visit.
const NotificationPanel = lazy(() => import('./notification-panel.tsx'))

/** The header's bell (signed in only): the unread count as a badge, opening the list. */
export function NotificationBell() {
  const texts = useTexts()
  const format = useFormat()
  const session = useSession()
  const signedIn = session.status === 'signed-in'
  const count = useUnreadCount(signedIn).data?.count ?? 0
  const [opened, setOpened] = useState(false)
  const [panelWanted, setPanelWanted] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpened(false), [])
  if (!signedIn) {
    // Signing out closes it, so the next customer does not find it open.
    if (opened) setOpened(false)
    return null
  }
  return (
    <div ref={box} className={classes.box}>
      <button
        type="button"
        className={shell.iconButton}
        aria-label={texts.header.notifications(count)}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setPanelWanted(true)
          setOpened((value) => !value)
        }}
      >
        <IconBell size={22} />
        {count > 0 && (
          <span className={shell.badge} data-testid="notification-badge">
            {count > 99 ? `${format.number(99)}+` : format.number(count)}
          </span>
        )}
      </button>
      {panelWanted && (
        <Suspense fallback={null}>
          <NotificationPanel opened={opened} onClose={close} bellBox={box} />
        </Suspense>
      )}
    </div>
  )
}
