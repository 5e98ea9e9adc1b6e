import { ConnectionBanner } from './connection-banner.tsx'
import { UpdatePrompt } from './update-prompt.tsx'

/** Everything the shop's frame shows about the connection and new versions (decision 046). */
export default function OfflineSupport() {
  return (
    <>
      <ConnectionBanner />
      <UpdatePrompt />
    </>
  )
}
