import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { SectionTabs } from './section-tabs.tsx'

const TABS = [
  ['Supplements', '/products?referenceId=6'],
  ['Beauty', '/products?referenceId=126'],
  ['Grocery', '/products?referenceId=131'],
  ['Book', '/products?referenceId=70'],
  ['Medicine', '/products?referenceId=171'],
]

describe('home section category tabs', () => {
  it('are links to each category listing on wide screens, in the spec order', () => {
    renderInApp(<SectionTabs sectionTitle="Best Sellers of the Month" />)
    const nav = screen.getByRole('navigation', {
      name: 'Best Sellers of the Month: shop by category',
    })
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual(TABS)
  })

  it('become a dropdown on phones that opens the chosen category', async () => {
    const user = userEvent.setup()
    const { router } = renderInApp(<SectionTabs sectionTitle="Recommended Just for You" />)
    // happy-dom gives a native <select> no combobox role; a browser does.
    const select = screen.getByLabelText('Recommended Just for You: shop by category', {
      selector: 'select',
    })
    const options = [...select.querySelectorAll('option')].map((o) => o.textContent)
    expect(options).toEqual(['Shop by category', ...TABS.map(([label]) => label)])
    await user.selectOptions(select, 'Beauty')
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/products?referenceId=126',
    )
  })

  it('speaks Burmese under /my and keeps the language when a tab is chosen', async () => {
    await loadAllTexts()
    const user = userEvent.setup()
    const { router } = renderInApp(<SectionTabs sectionTitle="ယခုလ အရောင်းရဆုံး ပစ္စည်းများ" />, {
      url: '/my',
    })
    const nav = screen.getByRole('navigation', {
      name: 'ယခုလ အရောင်းရဆုံး ပစ္စည်းများ - အမျိုးအစားအလိုက် ဝယ်ယူရန်',
    })
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(links[0]).toEqual(['ဖြည့်စွက်စာ', '/my/products?referenceId=6'])
    expect(screen.queryByText('Supplements')).toBeNull()
    const select = screen.getByLabelText('ယခုလ အရောင်းရဆုံး ပစ္စည်းများ - အမျိုးအစားအလိုက် ဝယ်ယူရန်', {
      selector: 'select',
    })
    await user.selectOptions(select, 'အလှအပ')
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/my/products?referenceId=126',
    )
  })
})
