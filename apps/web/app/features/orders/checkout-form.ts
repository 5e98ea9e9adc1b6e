import {
  type Address,
  AddressSchema,
  DeliveryAddressSchema,
  latinDigits,
  type OrderCreateInput,
  type PaymentType,
  type ReceiveType,
  type ShippingOption,
} from '@kyanma/shared'
import { schemaResolver } from '@mantine/form'

/**
 * The payment radio list: the payment types, with the wallets under one WALLET choice. MMQR is a
 * choice of its own: any banking app pays it, so it is not one more wallet (decision 020).
 */
export type PaymentChoice =
  | 'CASH_ON_DELIVERY'
  | 'PAY_AT_STORE'
  | 'WALLET'
  | 'MPU_PAY'
  | 'MMQR'
  | 'MOBILE_BANKING'
  | 'BANK_TRANSFER'
export const WALLETS = ['UAB_PAY', 'ONE_PAY', 'CB_PAY', 'AYA_PAY', 'KBZ_PAY', 'WAVE_PAY'] as const
export type Wallet = (typeof WALLETS)[number]

/** The checkout form's fields, as typed. */
export interface CheckoutValues {
  receiveType: ReceiveType
  /** Outside Yangon Region only; Yangon is always home delivery. */
  shippingOption: ShippingOption
  receiverName: string
  phoneNo: string
  region: string
  township: string
  gate: string
  houseAptNo: string
  street: string
  wardBlock: string
  fullAddress: string
  note: string
  paymentPhone: string
  payment: PaymentChoice
  wallet: Wallet
}

export function initialCheckoutValues(phone = '', name = ''): CheckoutValues {
  return {
    receiveType: 'DELIVERY',
    shippingOption: 'HOME',
    receiverName: name,
    phoneNo: phone,
    region: '',
    township: '',
    gate: '',
    houseAptNo: '',
    street: '',
    wardBlock: '',
    fullAddress: '',
    note: '',
    paymentPhone: phone,
    payment: 'CASH_ON_DELIVERY',
    wallet: 'UAB_PAY',
  }
}

const YANGON_REGION = 'Yangon Region'

/** Whether the delivery goes to a highway bus gate (only chosen outside Yangon Region). */
export function isHighway(values: Pick<CheckoutValues, 'region' | 'shippingOption'>): boolean {
  return (
    values.region !== '' && values.region !== YANGON_REGION && values.shippingOption === 'HIGHWAY'
  )
}

const requiredText = DeliveryAddressSchema.shape.region
/** A bus-gate delivery needs the gate's name instead of a street (decision 018). */
const HighwayAddressSchema = DeliveryAddressSchema.extend({
  street: AddressSchema.shape.street,
  gate: requiredText,
})
const validateHome = schemaResolver(DeliveryAddressSchema, { sync: true })
const validateHighway = schemaResolver(HighwayAddressSchema, { sync: true })

/** Pickup asks for no address; delivery asks what the checkout marks required (spec section 2). */
export function validateCheckout(values: CheckoutValues): Record<string, string> {
  if (values.receiveType === 'PICK_UP') return {}
  const errors = (isHighway(values) ? validateHighway : validateHome)(addressFields(values))
  return errors as Record<string, string>
}

function addressFields(values: CheckoutValues) {
  const { receiverName, phoneNo, region, township, gate, houseAptNo, street, wardBlock } = values
  return {
    receiverName,
    phoneNo,
    region,
    township,
    gate,
    houseAptNo,
    street,
    wardBlock,
    fullAddress: values.fullAddress,
    note: values.note,
  }
}

/** The address sent: trimmed, the phone number in its 09... form, empty fields left out. */
export function deliveryAddressOf(values: CheckoutValues): OrderCreateInput['address'] {
  if (values.receiveType === 'PICK_UP') return {}
  const highway = isHighway(values)
  const fields = addressFields(values)
  const chosen = highway ? { ...fields, houseAptNo: '', street: '' } : { ...fields, gate: '' }
  const parsed: Address = (highway ? HighwayAddressSchema : DeliveryAddressSchema).parse(chosen)
  const filled = Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined && value !== ''),
  )
  return { ...filled, country: 'Myanmar', shippingOption: highway ? 'HIGHWAY' : 'HOME' }
}

/**
 * The payment phone as sent: trimmed, Burmese digits (၀-၉) in Latin ones (issue 15). It is free
 * text to the API (no phone rule), so nothing else would turn them into a number.
 */
export function paymentPhoneOf(values: Pick<CheckoutValues, 'paymentPhone'>): string {
  return latinDigits(values.paymentPhone.trim())
}

/** The payment type of the radio list's choice; cash on delivery becomes pay at store for pickup. */
export function paymentTypeOf(
  values: Pick<CheckoutValues, 'payment' | 'wallet' | 'receiveType'>,
): PaymentType {
  if (values.payment === 'WALLET') return values.wallet
  const pickup = values.receiveType === 'PICK_UP'
  if (pickup && values.payment === 'CASH_ON_DELIVERY') return 'PAY_AT_STORE'
  if (!pickup && values.payment === 'PAY_AT_STORE') return 'CASH_ON_DELIVERY'
  return values.payment
}

/** The radio list's choice that gives `paymentType` (an order's own, for changing it). */
export function paymentPickOf(paymentType: PaymentType): {
  payment: PaymentChoice
  wallet: Wallet
} {
  const wallet = (WALLETS as readonly PaymentType[]).includes(paymentType)
  return wallet
    ? { payment: 'WALLET', wallet: paymentType as Wallet }
    : { payment: paymentType as Exclude<PaymentChoice, 'WALLET'>, wallet: WALLETS[0] }
}
