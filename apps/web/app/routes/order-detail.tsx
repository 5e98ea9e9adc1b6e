import { Container, Text } from '@mantine/core'
import { useParams } from 'react-router'
import { PageLoader } from '../components/ui/page-loader.tsx'
import { useRequireSignIn } from '../features/auth/use-require-sign-in.ts'
import { OrderDetailScreen } from '../features/orders/components/detail/order-detail-screen.tsx'
import { personalPageMeta } from '../lib/seo.ts'
import { useTexts } from '../lib/texts.ts'
import { orders as ordersEnglish } from '../locales/en/orders.ts'
import type { Route } from './+types/order-detail'

export function meta(args: Route.MetaArgs) {
  return personalPageMeta(args, 'order', ordersEnglish, (texts) => texts.detail.meta)
}

/**
 * /orders/{id} (spec section 2, Order detail): the signed-in customer's own order; visitors go
 * to sign in and come back. Rendered in the browser once the session is known.
 */
export default function OrderDetail() {
  const current = useRequireSignIn()
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const ordersTexts = useTexts(ordersEnglish)
  return (
    <Container size="lg" py="lg">
      {current.status !== 'signed-in' ? (
        <PageLoader />
      ) : valid ? (
        <OrderDetailScreen orderId={id} />
      ) : (
        <Text ta="center" py={64}>
          {ordersTexts.detail.notFound}
        </Text>
      )}
    </Container>
  )
}
