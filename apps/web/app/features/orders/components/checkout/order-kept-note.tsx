import { Alert } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'

/**
 * Above Place Order while the order got no answer: calm words that it is kept and goes by itself
 * when the connection returns, so nobody taps again and again or orders anew (decision 045).
 */
export function OrderKeptNote() {
  const texts = useTexts(orders).checkout
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconWifiOff size={18} />}
      title={texts.keptTitle}
      role="status"
      data-testid="order-kept"
    >
      {texts.kept}
    </Alert>
  )
}
