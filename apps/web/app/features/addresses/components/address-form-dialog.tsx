import type { SavedAddress } from '@kyanma/shared'
import { Group, Loader, Modal } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import { addresses } from '#app/locales/en/addresses.ts'

// The form brings Myanmar's region and township table: loaded when the dialog first opens.
const AddressForm = lazy(() => import('./address-form.tsx'))

/** Adding or editing a saved address, in a dialog over the profile. */
export function AddressFormDialog(props: {
  opened: boolean
  editing: SavedAddress | undefined
  onClose: () => void
}) {
  const texts = useTexts(addresses)
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.editing ? texts.form.editTitle : texts.form.addTitle}
      size="lg"
      centered
    >
      <Suspense
        fallback={
          <Group justify="center" py="xl">
            <Loader aria-label={texts.loading} />
          </Group>
        }
      >
        {/* A fresh form for every address opened: its values start from that address. */}
        <AddressForm
          key={props.editing?.id ?? 'new'}
          editing={props.editing}
          onDone={props.onClose}
          onCancel={props.onClose}
        />
      </Suspense>
    </Modal>
  )
}
