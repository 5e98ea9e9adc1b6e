import { IconCloudOff, IconWifi } from '@tabler/icons-react'
import { useTexts } from '../lib/texts.ts'
import { offline } from '../locales/en/offline.ts'
import { useConnectionNotice } from './connection.ts'
import classes from './connection-banner.module.css'

/**
 * A calm note while the phone has no connection, and for a moment when it returns (issue 18).
 * A status, not an alert: screen readers say it when they are free.
 */
export function ConnectionBanner() {
  const texts = useTexts(offline).banner
  const notice = useConnectionNotice()
  return (
    <div role="status" aria-live="polite" data-connection={notice ?? 'online'}>
      {notice === 'offline' && (
        <div className={`${classes.banner} ${classes.offline}`}>
          <IconCloudOff size={18} aria-hidden="true" />
          {texts.offline}
        </div>
      )}
      {notice === 'back-online' && (
        <div className={`${classes.banner} ${classes.online}`}>
          <IconWifi size={18} aria-hidden="true" />
          {texts.online}
        </div>
      )}
    </div>
  )
}
