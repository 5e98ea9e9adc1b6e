import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import {
  type CheckoutValues,
  initialCheckoutValues,
  paymentTypeOf,
} from '#app/features/orders/checkout-form.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { PaymentSection } from './payment-section.tsx'

let latest: CheckoutValues | undefined
function Payment() {
  const form = useSchemaForm<CheckoutValues>({
    initialValues: initialCheckoutValues('09450000111'),
  })
  latest = form.values
  return (
    <KitForm form={form}>
      <PaymentSection form={form} />
    </KitForm>
  )
}

afterEach(cleanup)

const names = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent)

describe('the payment section’s KBZPay, WavePay and MMQR', () => {
  it('offers KBZPay and WavePay among the wallets and MMQR after MPU Pay, in English', async () => {
    const user = userEvent.setup()
    renderInApp(<Payment />, { url: '/orders/create' })
    const method = await screen.findByRole('group', { name: 'Payment method' })
    expect(names(method)).toEqual([
      'Cash on delivery',
      'Wallet',
      'MPU Pay',
      'MMQR',
      'Mobile Banking',
      'Bank Transfer',
    ])
    const mmqr = screen.getByRole('radio', { name: 'MMQR' })
    expect(mmqr.getAttribute('aria-describedby')).toBeTruthy()
    const hint = document.getElementById(mmqr.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Scan with any Myanmar banking or wallet app.')
    await user.click(mmqr)
    expect(latest && paymentTypeOf(latest)).toBe('MMQR')

    await user.click(screen.getByRole('radio', { name: 'Wallet' }))
    const wallets = screen.getByRole('group', { name: 'Wallet' })
    expect(names(wallets)).toEqual(['UAB Pay', 'One Pay', 'CB Pay', 'AYA Pay', 'KBZPay', 'WavePay'])
    await user.click(within(wallets).getByRole('radio', { name: 'WavePay' }))
    expect(latest && paymentTypeOf(latest)).toBe('WAVE_PAY')
    await user.click(within(wallets).getByRole('radio', { name: 'KBZPay' }))
    expect(latest && paymentTypeOf(latest)).toBe('KBZ_PAY')
  })

  it('names them as Myanmar shops write them under /my, with the hint in Burmese', async () => {
    await loadAllTexts()
    const user = userEvent.setup()
    renderInApp(<Payment />, { url: '/my/orders/create' })
    const mmqr = await screen.findByRole('radio', { name: 'MMQR' })
    const hint = document.getElementById(mmqr.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('မြန်မာ ဘဏ် (သို့) မိုဘိုင်း Pay တစ်ခုခုဖြင့် QR ကို စကင်ဖတ်၍ ပေးချေနိုင်ပါသည်။')
    expect(screen.queryByText('Scan with any Myanmar banking or wallet app.')).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'မိုဘိုင်း Pay ဖြင့် ပေးချေ' }))
    const wallets = screen.getByRole('group', { name: 'အသုံးပြုမည့် Pay ကို ရွေးပါ' })
    expect(within(wallets).getByRole('radio', { name: 'KBZPay' })).toBeTruthy()
    expect(within(wallets).getByRole('radio', { name: 'WavePay' })).toBeTruthy()
  })
})
