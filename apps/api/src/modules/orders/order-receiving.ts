import {
  DeliveryAddressSchema,
  messages,
  type OrderCreateInput,
  type PaymentType,
  text,
} from '@kyanma/shared'
import { YANGON_REGION } from '@kyanma/shared/geography'
import { AppError } from '#app/lib/app-error.ts'

type Address = OrderCreateInput['address']

const requiredText = text({ error: messages.required }).min(1, messages.required).max(300)

/** Outside Yangon a parcel can wait at a highway bus gate: then the gate, not a street, is asked. */
const HighwayAddressSchema = DeliveryAddressSchema.extend({
  street: text().max(300).optional(),
  gate: requiredText,
})

/**
 * Whether a payment type fits how the order is received: pay-at-store only for pickup, cash on
 * delivery only for delivery (400 otherwise). Placement and a later change of payment method
 * (decision 043) both check it here.
 */
export function checkPaymentFitsReceiving(isDelivery: boolean, paymentType: PaymentType) {
  if (paymentType === 'PAY_AT_STORE' && isDelivery)
    throw AppError.badRequest(messages.payAtStoreNeedsPickup)
  if (paymentType === 'CASH_ON_DELIVERY' && !isDelivery)
    throw AppError.badRequest(messages.cashOnDeliveryNeedsDelivery)
}

/**
 * How the order reaches the customer, checked before anything is reserved: a payment type that
 * fits it, and a delivery address the courier can use (issue 5, part 3). Answers the address to
 * store: validated, without empty fields; {} for pickup.
 */
export function receivingAddress(
  isDelivery: boolean,
  paymentType: PaymentType,
  address: Address | undefined,
): Record<string, string> {
  checkPaymentFitsReceiving(isDelivery, paymentType)
  if (!isDelivery) return {}

  const given = address ?? {}
  const highway = given.shippingOption === 'HIGHWAY' && given.region?.trim() !== YANGON_REGION
  const parsed = (highway ? HighwayAddressSchema : DeliveryAddressSchema).safeParse(given)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: ['body', 'address', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }))
    const text = issues.map((issue) => `${issue.path.slice('body.'.length)} ${issue.message}`)
    throw AppError.badRequest(text.join('; '), issues)
  }
  // In Yangon every delivery goes to the door.
  const shippingOption = highway ? 'HIGHWAY' : 'HOME'
  return compact({ ...parsed.data, shippingOption })
}

function compact(address: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(address).filter((entry): entry is [string, string] => Boolean(entry[1])),
  )
}
