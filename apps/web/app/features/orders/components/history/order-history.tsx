import { Center, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { LoadFailed } from '#app/components/ui/load-failed.tsx'
import { Pager } from '#app/components/ui/pager.tsx'
import { useOrders } from '#app/features/orders/api/get-orders.ts'
import { orderSearchText } from '#app/features/orders/order-search.ts'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'
import { OrderCard } from './order-card.tsx'

/** Spec section 9: search input is debounced 500 ms. */
const SEARCH_DEBOUNCE_MS = 500

/**
 * Order History (spec section 2): the customer's orders, newest first, 10 a page, with a
 * search box (order number or product name); each card opens the order.
 */
export function OrderHistory() {
  const texts = useTexts(orders)
  const [typed, setTyped] = useState('')
  const [search] = useDebouncedValue(orderSearchText(typed), SEARCH_DEBOUNCE_MS)
  const [page, setPage] = useState(0)
  const [searchedFor, setSearchedFor] = useState(search)
  // A new search starts at its first page.
  if (searchedFor !== search) {
    setSearchedFor(search)
    setPage(0)
  }
  const { data, isError, refetch } = useOrders({ page, search })
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {texts.history.title}
      </Title>
      <TextInput
        aria-label={texts.history.search}
        placeholder={texts.history.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={420}
      />
      {!data ? (
        isError ? (
          <LoadFailed
            message={texts.history.loadFailed}
            retry={texts.history.retry}
            onRetry={refetch}
            py="xl"
          />
        ) : (
          <Center py="xl">
            <Loader aria-label={texts.loading} />
          </Center>
        )
      ) : data.data.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {search ? texts.history.noMatch : texts.history.empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="order-history">
          {data.data.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          onChange={setPage}
          texts={texts.history}
          label={texts.history.pages}
        />
      )}
    </Stack>
  )
}
