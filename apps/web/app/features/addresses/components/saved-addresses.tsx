import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@kyanma/shared'
import { Button, Skeleton, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { addresses } from '#app/locales/en/addresses.ts'
import { useSavedAddresses } from '../api/get-addresses.ts'
import { AddressCard } from './address-card.tsx'
import { AddressFormDialog } from './address-form-dialog.tsx'
import classes from './addresses.module.css'
import { DeleteAddressDialog } from './delete-address-dialog.tsx'

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; editing?: SavedAddress }
  | { kind: 'delete'; saved: SavedAddress }

/** The customer's saved shipping addresses, with Add, Edit and Delete (spec section 2). */
export function SavedAddresses() {
  const texts = useTexts(addresses)
  const { data, isPending, isError, refetch } = useSavedAddresses()
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const close = () => setDialog({ kind: 'none' })
  // The server keeps at most 20; at the limit the way to add is closed, and says why.
  const full = (data?.total ?? 0) >= MAX_SAVED_ADDRESSES

  return (
    <SectionCard
      title={texts.title}
      intro={texts.intro}
      action={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => setDialog({ kind: 'form' })}
          disabled={full}
        >
          {texts.add}
        </Button>
      }
    >
      {isPending ? (
        <Skeleton h={96} radius="md" />
      ) : isError ? (
        <Stack align="flex-start" gap="xs">
          <Text size="sm">{texts.loadFailed}</Text>
          <Button size="xs" variant="light" onClick={() => refetch()}>
            {texts.retry}
          </Button>
        </Stack>
      ) : data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <ul className={classes.list} aria-label={texts.title}>
          {data.data.map((saved) => (
            <AddressCard
              key={saved.id}
              saved={saved}
              onEdit={() => setDialog({ kind: 'form', editing: saved })}
              onDelete={() => setDialog({ kind: 'delete', saved })}
            />
          ))}
        </ul>
      )}
      {full && (
        <Text size="sm" c="dimmed" mt="sm">
          {texts.tooMany}
        </Text>
      )}
      <AddressFormDialog
        opened={dialog.kind === 'form'}
        editing={dialog.kind === 'form' ? dialog.editing : undefined}
        onClose={close}
      />
      <DeleteAddressDialog
        deleting={dialog.kind === 'delete' ? dialog.saved : undefined}
        onClose={close}
      />
    </SectionCard>
  )
}
