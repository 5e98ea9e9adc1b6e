import type { SavedAddress } from '@kyanma/shared'
import { useMemo } from 'react'
import { SearchableSelect } from '#app/components/ui/searchable-select.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { orders } from '#app/locales/en/orders.ts'

/** Fills the delivery form from one of the customer's saved addresses. */
export function SavedAddressPicker(props: {
  addresses: readonly SavedAddress[]
  onPick: (address: SavedAddress) => void
}) {
  const texts = useTexts(orders)
  const options = useMemo(
    () =>
      props.addresses.map(({ id, address }) => {
        const label = [address.receiverName, address.street, address.township]
          .filter(Boolean)
          .join(', ')
        return { value: String(id), label, keywords: [address.region ?? ''] }
      }),
    [props.addresses],
  )
  return (
    <SearchableSelect
      label={texts.shipping.savedAddress}
      placeholder={texts.shipping.savedAddressPlaceholder}
      options={options}
      nothingFound={texts.nothingFound}
      // A picker, not a field: it fills the form and keeps no choice of its own.
      value={null}
      onChange={(value) => {
        const saved = props.addresses.find((address) => String(address.id) === value)
        if (saved) props.onPick(saved)
      }}
    />
  )
}
