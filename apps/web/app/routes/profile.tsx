import { Button, Container, Stack, Text } from '@mantine/core'
import { PageLoader } from '../components/ui/page-loader.tsx'
import { SavedAddresses } from '../features/addresses/components/saved-addresses.tsx'
import { useCurrentCustomer } from '../features/auth/api/get-current-customer.ts'
import {
  useCustomerChanged,
  useCustomerPointsChanged,
} from '../features/auth/use-customer-changed.ts'
import { useRequireSignIn } from '../features/auth/use-require-sign-in.ts'
import { FavoriteList } from '../features/catalog/components/favorites/favorite-list.tsx'
import { OrderHistory } from '../features/orders/components/history/order-history.tsx'
import { PointHistoryTab } from '../features/profile/components/points/point-history-tab.tsx'
import { ProfileTab } from '../features/profile/components/profile-tab.tsx'
import { ProfileTabs } from '../features/profile/components/profile-tabs.tsx'
import { personalPageMeta } from '../lib/seo.ts'
import { useTexts } from '../lib/texts.ts'
import { profile as profileEnglish } from '../locales/en/profile.ts'
import type { Route } from './+types/profile'

export function meta(args: Route.MetaArgs) {
  return personalPageMeta(args, 'profile', profileEnglish, (texts) => texts.meta)
}

/**
 * /profile (spec section 2, Profile/Settings): signed-in customers only; visitors go to sign in
 * and come back. A personal page, so it is rendered in the browser once the session is known.
 */
export default function Profile() {
  const current = useRequireSignIn()
  return (
    <Container size="lg" py="lg">
      {current.status === 'signed-in' ? <ProfileScreen /> : <PageLoader />}
    </Container>
  )
}

function ProfileScreen() {
  const { data: customer, isError, refetch } = useCurrentCustomer()
  const customerChanged = useCustomerChanged()
  const pointsChanged = useCustomerPointsChanged()
  const profileTexts = useTexts(profileEnglish)
  if (!customer)
    return isError ? (
      <Stack align="center" py={64} gap="sm">
        <Text>{profileTexts.loadFailed}</Text>
        <Button variant="light" onClick={() => refetch()}>
          {profileTexts.retry}
        </Button>
      </Stack>
    ) : (
      <PageLoader />
    )
  return (
    <ProfileTabs
      profile={
        <ProfileTab
          customer={customer}
          onCustomerChanged={customerChanged}
          addresses={<SavedAddresses />}
        />
      }
      orders={<OrderHistory />}
      favorites={<FavoriteList headingOrder={2} />}
      points={<PointHistoryTab customer={customer} onTransferred={pointsChanged} />}
    />
  )
}
