import { Anchor, Button, Loader, Tabs, Text } from '@mantine/core'
import { IconArrowLeft, IconCoins } from '@tabler/icons-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { adminCustomers } from '#app/locales/en/admin/customers.ts'
import { useCustomer } from '../api/get-customer.ts'
import { AdjustPointsModal } from './adjust-points-modal.tsx'
import { CustomerOrdersTable } from './customer-orders-table.tsx'
import { CustomerPointsTable } from './customer-points-table.tsx'
import { CustomerProfileCard } from './customer-profile-card.tsx'

/** /admin/customers/:id: the profile card, then the orders and the points ledger in tabs. */
export function CustomerPage() {
  const texts = useTexts(adminCustomers)
  const id = Number(useParams().id)
  const valid = Number.isInteger(id) && id > 0
  const query = useCustomer(valid ? id : 0)
  const [adjusting, setAdjusting] = useState(false)
  const back = (
    <Anchor component={Link} to={adminPaths.customers} size="sm">
      <IconArrowLeft size={14} aria-hidden /> {texts.back}
    </Anchor>
  )
  if (!valid || query.isError)
    return (
      <AdminPage title={texts.title}>
        <Text>{texts.notFound}</Text>
        {back}
      </AdminPage>
    )
  if (!query.data) return <Loader />
  const customer = query.data
  return (
    <AdminPage
      title={`${customer.name} (#${customer.id})`}
      actions={
        <Button
          leftSection={<IconCoins size={16} aria-hidden />}
          onClick={() => setAdjusting(true)}
        >
          {texts.adjust.open}
        </Button>
      }
    >
      {back}
      <CustomerProfileCard customer={customer} />
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">{texts.tabs.orders}</Tabs.Tab>
          <Tabs.Tab value="points">{texts.tabs.points}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <CustomerOrdersTable customerId={customer.id} />
        </Tabs.Panel>
        <Tabs.Panel value="points" pt="md">
          <CustomerPointsTable customerId={customer.id} />
        </Tabs.Panel>
      </Tabs>
      <AdjustPointsModal
        customerId={customer.id}
        balance={customer.currentPoint}
        opened={adjusting}
        onClose={() => setAdjusting(false)}
      />
    </AdminPage>
  )
}
