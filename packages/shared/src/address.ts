/** The address fields a line is made of; every one optional, as in the spec's Address. */
interface AddressParts {
  gate?: string | null
  houseAptNo?: string | null
  street?: string | null
  wardBlock?: string | null
  fullAddress?: string | null
  township?: string | null
  region?: string | null
}

const joinFilled = (parts: (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim() !== '').join(', ')

/**
 * Where in the township the parcel goes: the highway bus gate, or house and street, then ward
 * and the customer's own free-form address. Staff deliver from it, so no given field is dropped.
 */
export function streetLine(address: AddressParts): string {
  return joinFilled([
    address.gate,
    address.houseAptNo,
    address.street,
    address.wardBlock,
    address.fullAddress,
  ])
}

/** An address on one line: the street line, then township and region. */
export function addressLine(address: AddressParts): string {
  return joinFilled([streetLine(address), address.township, address.region])
}
