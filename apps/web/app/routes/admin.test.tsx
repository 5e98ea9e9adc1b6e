import { messages, messagesMy } from '@kyanma/shared'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutesInApp } from '#test/render.tsx'
import { signInTestStaff } from '#test/staff.ts'
import { hrefs } from '../config/paths.ts'
import { articleFixture } from '../features/articles/test/article-fixture.ts'
import { pathInLanguage } from '../lib/language.ts'
import { resetStaffSessionForTests, staffSession } from '../lib/staff-session.ts'
import { adminCatalog } from '../locales/en/admin/catalog.ts'
import { adminCommon } from '../locales/en/admin/common.ts'
import { adminContent } from '../locales/en/admin/content.ts'
import { adminCustomers } from '../locales/en/admin/customers.ts'
import { adminMessages } from '../locales/en/admin/messages.ts'
import { adminOrders } from '../locales/en/admin/orders.ts'
import { adminPrescriptions } from '../locales/en/admin/prescriptions.ts'
import { adminReviews } from '../locales/en/admin/reviews.ts'
import { adminStaff } from '../locales/en/admin/staff.ts'
import { adminCatalog as myCatalog } from '../locales/my/admin/catalog.ts'
import { adminCommon as myCommon } from '../locales/my/admin/common.ts'
import { adminContent as myContent } from '../locales/my/admin/content.ts'
import { adminCustomers as myCustomers } from '../locales/my/admin/customers.ts'
import { adminMessages as myMessages } from '../locales/my/admin/messages.ts'
import { adminOrders as myOrders } from '../locales/my/admin/orders.ts'
import { adminPrescriptions as myPrescriptions } from '../locales/my/admin/prescriptions.ts'
import { adminReviews as myReviews } from '../locales/my/admin/reviews.ts'
import { adminStaff as myStaff } from '../locales/my/admin/staff.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import Admin, { meta } from './admin.tsx'

// The rich-text editor (Tiptap) needs a real browser; the article screen is read here without it.
vi.mock('../features/admin-content/components/rich-text-editor.tsx', () => ({
  default: () => null,
}))

/** Plays the back-office API: empty lists, no catalogue options, and the dashboard's counts. */
function stubAdminApi({ total = 0 } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/admin/orders/summary'))
        return Response.json({
          placedToday: 1234,
          waitingForReview: 2,
          toDeliver: 0,
          revenueToday: 12500,
        })
      if (url === '/api/admin/articles/5')
        return Response.json({
          ...articleFixture({ id: 5 }),
          isPublished: true,
          createdAt: '2025-01-01T00:00:00Z',
        })
      if (url.startsWith('/api/admin/catalog/options'))
        return Response.json({ categories: [], brands: [] })
      return Response.json({ data: [], total, pageSize: 15 })
    }),
  )
}

/** The back office mounted as routes.ts mounts it: at /admin/* and at /my/admin/*. */
function renderBackOffice(url: string) {
  return renderRoutesInApp(
    [
      { path: '/admin/*', element: <Admin /> },
      { path: '/my/admin/*', element: <Admin /> },
    ],
    { url },
  ).router
}

const navigation = () => screen.getByRole('navigation', { name: /./ })

/** The navigation's link called `name` leads to `href`, marked as the current page or not. */
function expectNavLink(name: string, href: string, current: boolean) {
  const link = within(navigation()).getByRole('link', { name })
  expect(link.getAttribute('href')).toBe(href)
  expect(link.hasAttribute('data-active')).toBe(current)
}

beforeAll(() => loadAllTexts())

beforeEach(() => {
  resetStaffSessionForTests()
  signInTestStaff()
  stubAdminApi()
})

afterEach(() => {
  vi.unstubAllGlobals()
  resetStaffSessionForTests()
})

describe('the back office in Burmese (/my/admin)', () => {
  // Each screen's own title, Burmese under /my/admin and never its English counterpart.
  const screens: [path: string, burmese: string, english: string][] = [
    ['orders', myOrders.list.title, adminOrders.list.title],
    ['prescriptions', myPrescriptions.title, adminPrescriptions.title],
    ['products', myCatalog.products.title, adminCatalog.products.title],
    ['categories', myCatalog.categories.title, adminCatalog.categories.title],
    ['brands', myCatalog.brands.title, adminCatalog.brands.title],
    ['coupons', myContent.coupons.title, adminContent.coupons.title],
    ['articles', myContent.articles.title, adminContent.articles.title],
    ['announcements', myContent.announcements.title, adminContent.announcements.title],
    ['customers', myCustomers.title, adminCustomers.title],
    ['messages', myMessages.title, adminMessages.title],
    ['reviews', myReviews.title, adminReviews.title],
    ['staff', myStaff.title, adminStaff.title],
  ]

  it.each(screens)('shows /my/admin/%s in Burmese', async (path, burmese, english) => {
    renderBackOffice(`/my/admin/${path}`)
    expect(await screen.findByRole('heading', { level: 1, name: burmese })).toBeTruthy()
    expect(screen.queryByRole('heading', { level: 1, name: english })).toBeNull()
    // The generic table's footer, in Burmese with Myanmar digits.
    expect(await screen.findByText(myCommon.table.showing(0, 0, 0))).toBeTruthy()
  })

  it('numbers the table’s pages in Myanmar digits', async () => {
    stubAdminApi({ total: 40 })
    renderBackOffice('/my/admin/customers')
    expect(await screen.findByText(myCommon.table.showing(1, 15, 40))).toBeTruthy()
    expect(screen.getByRole('button', { name: '၃' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '3' })).toBeNull()
  })

  it('shows the dashboard with Burmese labels, Myanmar digits and ကျပ်', async () => {
    renderBackOffice('/my/admin')
    expect(
      await screen.findByRole('heading', { level: 1, name: myCommon.nav.dashboard }),
    ).toBeTruthy()
    expect(screen.getByText(myOrders.dashboard.waitingTitle)).toBeTruthy()
    expect(await screen.findByText('၁၂,၅၀၀ ကျပ်')).toBeTruthy()
    expect(screen.getByText('၁,၂၃၄')).toBeTruthy()
    expect(screen.queryByText(adminOrders.dashboard.waitingTitle)).toBeNull()
  })

  it('links the navigation under /my/admin, marks the current page and views the Burmese shop', async () => {
    renderBackOffice('/my/admin/orders')
    await screen.findByRole('heading', { level: 1, name: myOrders.list.title })
    expectNavLink(myCommon.nav.orders, '/my/admin/orders', true)
    expectNavLink(myCommon.nav.dashboard, '/my/admin', false)
    const nav = navigation()
    expect(within(nav).getByRole('link', { name: myCommon.viewShop }).getAttribute('href')).toBe(
      '/my',
    )
    expect(within(nav).queryByRole('link', { name: adminCommon.nav.orders })).toBeNull()
  })

  it('says in Burmese that a page does not exist, with the way back to the Burmese dashboard', async () => {
    renderBackOffice('/my/admin/nothing-here')
    expect(await screen.findByText(myCommon.notFound)).toBeTruthy()
    const back = screen.getByRole('link', { name: myCommon.backToDashboard })
    expect(back.getAttribute('href')).toBe('/my/admin')
  })

  it('previews an article in the Burmese shop', async () => {
    renderBackOffice('/my/admin/articles/5')
    const preview = await screen.findByRole('link', { name: myContent.articles.preview })
    expect(preview.getAttribute('href')).toBe(pathInLanguage('my', hrefs.article(5)))
    expect(preview.getAttribute('href')).toMatch(/^\/my\//)
  })

  it('signs staff in with a Burmese form whose checks speak Burmese', async () => {
    resetStaffSessionForTests()
    staffSession.forget()
    renderBackOffice('/my/admin')
    expect(await screen.findByRole('heading', { name: myCommon.signIn.title })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: myCommon.signIn.submit }))
    expect(await screen.findByText(messagesMy.passwordRequired)).toBeTruthy()
    expect(screen.queryByText(messages.passwordRequired)).toBeNull()
  })

  it('titles the page in the address’s language', () => {
    // biome-ignore lint/suspicious/noExplicitAny: meta reads only the location
    const titleAt = (pathname: string) => meta({ location: { pathname } } as any)[0]
    expect(titleAt('/my/admin/orders')).toEqual({ title: myCommon.meta })
    expect(titleAt('/admin/orders')).toEqual({ title: adminCommon.meta })
  })
})

describe('the back office in English (/admin)', () => {
  it('keeps its links, the current page and View shop at the English addresses', async () => {
    renderBackOffice('/admin/orders')
    await screen.findByRole('heading', { level: 1, name: adminOrders.list.title })
    expectNavLink(adminCommon.nav.orders, '/admin/orders', true)
    const nav = navigation()
    expect(within(nav).getByRole('link', { name: adminCommon.viewShop }).getAttribute('href')).toBe(
      '/',
    )
  })
})
