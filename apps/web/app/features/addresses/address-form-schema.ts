import { type Address, DeliveryAddressSchema } from '@kyanma/shared'

/** The address form's fields, as typed. */
export interface AddressFormValues {
  receiverName: string
  phoneNo: string
  region: string
  township: string
  houseAptNo: string
  street: string
  wardBlock: string
  note: string
}

export function formValuesOf(address: Address = {}): AddressFormValues {
  return {
    receiverName: address.receiverName ?? '',
    phoneNo: address.phoneNo ?? '',
    region: address.region ?? '',
    township: address.township ?? '',
    houseAptNo: address.houseAptNo ?? '',
    street: address.street ?? '',
    wardBlock: address.wardBlock ?? '',
    note: address.note ?? '',
  }
}

/** What is sent: trimmed, the phone number normalized, empty optional fields left out. */
export function addressOf(values: AddressFormValues): Address {
  const parsed: Address = DeliveryAddressSchema.parse(values)
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined && value !== ''),
  )
}
