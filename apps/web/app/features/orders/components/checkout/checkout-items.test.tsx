import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutItem } from '#app/features/orders/checkout-item.ts'
import { cartItems } from '#app/features/orders/test/order-fixture.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { CheckoutItems } from './checkout-items.tsx'

const [vitaminC] = cartItems as [CheckoutItem]
const noControl = () => null

describe('checkout items: the language of stored names', () => {
  beforeAll(() => loadAllTexts())

  it('keeps category and brand one plain text when nothing is in another language', () => {
    renderInApp(<CheckoutItems items={[vitaminC]} quantityControl={noControl} />)
    expect(screen.getByText('Vitamins · Oceanic Omega').querySelector('span')).toBeNull()
    expect(document.body.querySelector('[lang]')).toBeNull()
  })

  it('marks on a Burmese page the names stored in English, each on its own', () => {
    const burmese: CheckoutItem = {
      ...vitaminC,
      name: 'ဗီတာမင် စီ',
      language: 'my',
      category: { id: 20, name: 'ဗီတာမင်များ', language: 'my' },
      brand: { id: 1, name: 'Oceanic Omega', englishFields: ['name'], language: 'my' },
    }
    renderInApp(<CheckoutItems items={[burmese]} quantityControl={noControl} />, {
      url: '/my/orders/create',
    })
    const marked = [...document.body.querySelectorAll('[lang]')]
    expect(marked.map((element) => [element.textContent, element.getAttribute('lang')])).toEqual([
      ['Oceanic Omega', 'en'],
    ])
    expect(marked[0]?.parentElement?.textContent).toBe('ဗီတာမင်များ · Oceanic Omega')
  })

  it('marks a whole line added on an English page', () => {
    const english: CheckoutItem = {
      ...vitaminC,
      language: 'en',
      category: { ...vitaminC.category, language: 'en' },
    }
    renderInApp(<CheckoutItems items={[english]} quantityControl={noControl} />, {
      url: '/my/orders/create',
    })
    expect(screen.getByText('Vitamin C 1000 mg').getAttribute('lang')).toBe('en')
    expect(screen.getByText('Vitamins').getAttribute('lang')).toBe('en')
  })
})
