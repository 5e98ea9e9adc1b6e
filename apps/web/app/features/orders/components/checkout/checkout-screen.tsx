import {
  type Customer,
  displayPrice,
  ERROR_CODES,
  type OrderCreateInput,
  type Promotion,
  quoteOrder,
  type SavedAddress,
} from '@kyanma/shared'
import { Button, Stack, Text, Title } from '@mantine/core'
import { type ReactNode, useRef, useState } from 'react'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { usePromotions } from '#app/features/orders/api/get-promotions.ts'
import { checkoutDraftKey } from '#app/features/orders/checkout-draft.ts'
import {
  type CheckoutValues,
  deliveryAddressOf,
  initialCheckoutValues,
  paymentPhoneOf,
  paymentTypeOf,
  validateCheckout,
} from '#app/features/orders/checkout-form.ts'
import type { CheckoutItem } from '#app/features/orders/checkout-item.ts'
import { usePlaceOrder } from '#app/features/orders/use-place-order.ts'
import { usePrescriptionChoice } from '#app/features/orders/use-prescription-choice.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormDraft } from '#app/lib/use-form-draft.ts'
import { orders } from '#app/locales/en/orders.ts'
import columns from '../shared/two-columns.module.css'
import { OrderKeptNote } from './order-kept-note.tsx'
import { OrderPlacedDialog, OrderPlacedNote } from './order-placed-dialog.tsx'
import { OrderSummary } from './order-summary.tsx'
import { PaymentSection } from './payment-section.tsx'
import { PrescriptionSection } from './prescription-section.tsx'
import { ShippingSection } from './shipping-section.tsx'

export interface CheckoutScreenProps {
  items: readonly CheckoutItem[]
  customer: Customer
  savedAddresses: readonly SavedAddress[]
  /** The cart's own quantity control for a line (the cart feature owns the cart). */
  quantityControl: (item: CheckoutItem) => ReactNode
  /** The order is placed: the cart is emptied. */
  onPlaced: () => void
  /**
   * The server's prices changed, or which products need a prescription: the cart's products and
   * the balance are fetched again.
   */
  onTotalChanged: () => void
}

/** The order's refusals about its prescriptions, shown beside the prescription section too. */
const PRESCRIPTION_REFUSALS = new Set<string>([
  ERROR_CODES.prescriptionRequired,
  ERROR_CODES.prescriptionNotUsable,
])

/**
 * Checkout (spec section 2): shipping and payment on the left, the order and its total on the
 * right (one column on a phone). Every amount comes from the shared quote, which the server
 * computes again; an order whose total differs is refused there, not charged.
 */
export function CheckoutScreen(props: CheckoutScreenProps) {
  const texts = useTexts(orders)
  const { customer, items } = props
  const form = useSchemaForm<CheckoutValues>({
    initialValues: initialCheckoutValues(
      customer.user.phoneNumber ?? '',
      customer.user.displayName,
    ),
    // Which fields are asked for follows the choices (pick-up, a bus gate): the form's own rule.
    validate: validateCheckout,
  })
  const promotions = usePromotions()
  const [couponId, setCouponId] = useState(0)
  const coupon = promotions.data?.data.find((promotion) => promotion.id === couponId) ?? null
  const setCoupon = (chosen: Promotion | null) => setCouponId(chosen?.id ?? 0)
  const [points, setPoints] = useState(0)
  const draft = useFormDraft(
    checkoutDraftKey(customer.id),
    { ...form.values, couponId, points },
    ({ couponId: savedCoupon, points: savedPoints, ...values }) => {
      form.setValues(values)
      setCouponId(savedCoupon)
      setPoints(Math.min(savedPoints, customer.currentPoint))
    },
  )
  const rxItems = items.filter((item) => item.needAttachment)
  const prescriptions = usePrescriptionChoice(rxItems.length > 0)
  const prescriptionBox = useRef<HTMLDivElement>(null)
  const { place, pending, kept, placed, placedOpen, closePlaced } = usePlaceOrder({
    onPlaced: () => {
      draft.clear()
      props.onPlaced()
    },
    onTotalChanged: props.onTotalChanged,
    onRefused: (error) => {
      if (!PRESCRIPTION_REFUSALS.has(error.code)) return
      prescriptions.refused(error.message)
      // A cart kept from before knows no product needs one: its products say so when fetched.
      if (error.code === ERROR_CODES.prescriptionRequired) props.onTotalChanged()
    },
  })
  /** The prescription check before sending: false (and its words shown beside it) when missing. */
  const prescriptionsReady = () => {
    if (rxItems.length === 0 || prescriptions.check() === null) return true
    prescriptionBox.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' })
    return false
  }

  const isDelivery = form.values.receiveType === 'DELIVERY'
  const quote = quoteOrder({
    lines: items.map((item) => ({ unitPrice: displayPrice(item) ?? 0, qty: item.quantity })),
    isDelivery,
    coupon,
    points,
    pointBalance: customer.currentPoint,
  })
  const belowMinimum = quote.issues.some((issue) => issue.code === 'COUPON_MIN_ORDER')

  const submit = form.onSubmit(
    (values) => {
      if (!prescriptionsReady()) return
      const order: OrderCreateInput = {
        address: deliveryAddressOf(values),
        customer: { id: customer.id },
        orderItems: items.map((item) => ({ product: { id: item.id }, qty: item.quantity })),
        // The spec's totalQty is the number of cart lines.
        totalQty: items.length,
        totalAmount: quote.total,
        isDelivery,
        paymentInfo: { paymentType: paymentTypeOf(values), phoneNo: paymentPhoneOf(values) },
        paymentPoints: quote.pointsUsed,
        promotion: coupon && !belowMinimum ? { id: coupon.id } : null,
        // Always sent (decision 044), empty when no product needs one.
        prescriptions: rxItems.length > 0 ? prescriptions.ids.map((id) => ({ id })) : [],
      }
      place(order)
    },
    // The address is incomplete: say what the prescription lacks too, at the same time.
    () => void prescriptionsReady(),
  )

  return (
    <>
      <Title order={1} size="h2" mb="lg">
        {texts.checkout.title}
      </Title>
      {placed ? (
        <OrderPlacedNote order={placed} />
      ) : items.length === 0 ? (
        <Stack align="center" gap="sm" py={48}>
          <Text c="dimmed">{texts.checkout.empty}</Text>
          <Button component={Link} to={paths.products} variant="light">
            {texts.checkout.continueShopping}
          </Button>
        </Stack>
      ) : (
        <KitForm form={form} onSubmit={submit}>
          <div className={columns.columns}>
            <Stack gap="lg">
              <ShippingSection form={form} savedAddresses={props.savedAddresses} />
              {rxItems.length > 0 && (
                <PrescriptionSection ref={prescriptionBox} items={rxItems} choice={prescriptions} />
              )}
              <PaymentSection form={form} />
            </Stack>
            <OrderSummary
              items={items}
              quantityControl={props.quantityControl}
              promotions={promotions.data?.data ?? []}
              coupon={coupon}
              onCoupon={setCoupon}
              belowMinimum={belowMinimum}
              quote={quote}
              points={points}
              onPoints={setPoints}
              balance={customer.currentPoint}
              destination={isDelivery ? form.values : null}
              pending={pending}
              notice={kept && <OrderKeptNote />}
            />
          </div>
        </KitForm>
      )}
      <OrderPlacedDialog order={placedOpen ? placed : null} onClose={closePlaced} />
    </>
  )
}
