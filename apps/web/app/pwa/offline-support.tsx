import { ConnectionBanner } from './connection-banner.tsx'
import classes from './offline-support.module.css'
import { UpdatePrompt } from './update-prompt.tsx'

/** Everything the shop's frame shows about the connection and new versions (decision 046). */
export default function OfflineSupport() {
  return (
    <div className={classes.dock} data-testid="offline-dock">
      <ConnectionBanner />
      <UpdatePrompt />
    </div>
  )
}
