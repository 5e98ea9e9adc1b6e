import type { Order } from '@kyanma/shared'

/** An order's address on one line: gate or house and street, ward, township and region. */
export function addressLine(address: Order['address']): string {
  const parts = [
    address.gate,
    address.houseAptNo,
    address.street,
    address.wardBlock,
    address.fullAddress,
    address.township,
    address.region,
  ]
  return parts.filter((part) => part && part.trim() !== '').join(', ')
}
