import { RegionTownshipSelects } from '../ui/region-township-selects.tsx'
import { PhoneField } from './contact-fields.tsx'
import { useBoundForm } from './kit-form.tsx'
import { TextareaField, TextField } from './text-field.tsx'

/** The address texts both forms have (a saved address's and the checkout's, each its own file). */
export interface AddressFieldTexts {
  fields: {
    receiverName: string
    phoneNo: string
    houseAptNo: string
    street: string
    wardBlock: string
    note: string
  }
  placeholders: { phoneNo: string; note: string }
}

/**
 * Who receives and where: receiver, phone, region and township, bound to the keys of the shared
 * DeliveryAddressSchema. The region table comes with it, so only lazily loaded forms use it.
 */
export function ReceiverFields({
  texts,
  autoFocus,
}: {
  texts: AddressFieldTexts
  autoFocus?: boolean
}) {
  const form = useBoundForm()
  const { region, township } = form.values
  return (
    <>
      <TextField
        name="receiverName"
        label={texts.fields.receiverName}
        autoComplete="shipping name"
        required
        data-autofocus={autoFocus || undefined}
      />
      <PhoneField
        name="phoneNo"
        label={texts.fields.phoneNo}
        placeholder={texts.placeholders.phoneNo}
        autoComplete="shipping tel"
        required
      />
      <RegionTownshipSelects
        value={{ region, township }}
        errors={form.errors}
        onChange={(next) => form.setValues(next)}
      />
    </>
  )
}

/** House/Apt No and Street: a home delivery's first address lines. */
export function HouseStreetFields({ texts }: { texts: AddressFieldTexts }) {
  return (
    <>
      <TextField
        name="houseAptNo"
        label={texts.fields.houseAptNo}
        autoComplete="shipping address-line1"
      />
      <TextField
        name="street"
        label={texts.fields.street}
        autoComplete="shipping address-line2"
        required
      />
    </>
  )
}

/** Ward/Block, the last address line. */
export function WardBlockField({ texts }: { texts: AddressFieldTexts }) {
  return (
    <TextField
      name="wardBlock"
      label={texts.fields.wardBlock}
      autoComplete="shipping address-line3"
    />
  )
}

/** A note for the courier: a landmark, or when to deliver. */
export function AddressNoteField({ texts }: { texts: AddressFieldTexts }) {
  return (
    <TextareaField
      name="note"
      label={texts.fields.note}
      placeholder={texts.placeholders.note}
      rows={2}
    />
  )
}
