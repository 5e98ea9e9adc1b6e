import { TOAST } from '@kyanma/shared'
import { Notifications } from '@mantine/notifications'

/** Spec section 4: at most 5 toasts, 4000 ms, from the bottom right, paused while hovered. */
export default function Toasts() {
  return (
    <Notifications
      limit={TOAST.limit}
      autoClose={TOAST.autoCloseMs}
      transitionDuration={TOAST.transitionMs}
      position="bottom-right"
    />
  )
}
