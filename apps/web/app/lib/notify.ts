/**
 * Toasts (spec section 4): green for success, red for errors. The notifications package loads on
 * the first toast, not with the page, so it costs nothing on a first visit.
 */
async function show(color: 'green' | 'red', message: string) {
  const { notifications } = await import('@mantine/notifications')
  notifications.show({ color, message, withCloseButton: true })
}

export const notify = {
  success: (message: string) => show('green', message),
  error: (message: string) => show('red', message),
}
