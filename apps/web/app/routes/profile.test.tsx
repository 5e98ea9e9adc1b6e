import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoutesInApp } from '#test/render.tsx'
import { resetSessionForTests } from '../features/auth/session-store.ts'
import { pageOf, signedInUser, stubApi } from '../features/auth/test/auth-test-kit.tsx'
import { fixedShopperStatus, ShopperStatusContext } from '../features/catalog/shopper-status.ts'
import { customerFixture } from '../features/profile/test/customer-fixture.ts'
import { makeQueryClient } from '../lib/query-client.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import Profile from './profile.tsx'

// The QR picture as text, so the test can read what it encodes.
vi.mock('qrcode', () => ({
  toString: vi.fn(async (text: string) => `<svg data-encodes="${text}"></svg>`),
}))

const customer = customerFixture()
const ME = 'GET /customers/me'
const ADDRESSES = 'GET /customers/me/addresses?page=0&size=50'

function signIn() {
  window.sessionStorage.setItem('accessToken', 'token-1')
  window.sessionStorage.setItem('user', JSON.stringify(signedInUser))
}

/** The page at /profile; other addresses (the login page) show a stand-in, as in the app. */
function renderProfile(url = '/profile') {
  return renderRoutesInApp(
    [
      ...['/profile', '/my/profile'].map((path) => ({
        path,
        element: (
          <ShopperStatusContext value={fixedShopperStatus('customer')}>
            <Profile />
          </ShopperStatusContext>
        ),
      })),
      { path: '*', element: <p>Another page</p> },
    ],
    { url, queryClient: makeQueryClient() },
  )
}

beforeEach(() => resetSessionForTests())

/** The profile page of a signed-in customer, `me` as the API reads them, with no saved address. */
function renderOwnProfile(me = customer) {
  signIn()
  stubApi({ [ME]: { body: me }, [ADDRESSES]: pageOf([], 50) })
  return renderProfile()
}

describe('profile page', () => {
  it('sends a visitor to sign in, to come back here', async () => {
    const { router } = renderProfile()
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(router.state.location.search).toBe('?redirectTo=%2Fprofile')
  })

  it('sends a visitor of the Burmese page to the Burmese sign-in, to come back there', async () => {
    await loadAllTexts()
    const { router } = renderProfile('/my/profile')
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/auth/login'))
    expect(router.state.location.search).toBe('?redirectTo=%2Fmy%2Fprofile')
  })

  it('shows the customer: name, referral code, points, level and the way to the next', async () => {
    renderOwnProfile()
    expect(await screen.findByRole('heading', { name: 'Aye Aye' })).toBeTruthy()
    expect(screen.getByTestId('referral-code').textContent).toBe('KYA5B7Q')
    expect(screen.getByTestId('customer-id').textContent).toBe('Customer ID: 5')
    expect(screen.getByTestId('current-points').textContent).toBe('1,250')
    expect(screen.getByText('Silver')).toBeTruthy()
    expect(screen.getByText('3,750 more points to reach Gold')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Saved Addresses' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeTruthy()
  })

  it('draws the customer id into the referral QR code, which opens larger', async () => {
    renderOwnProfile()
    const small = await screen.findByRole('img', { name: 'Referral QR code' })
    expect(decodeURIComponent(small.getAttribute('src') ?? '')).toContain('data-encodes="5"')
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Show the referral QR code larger' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Your referral QR code')).toBeTruthy()
    expect(within(dialog).getByText('KYA5B7Q')).toBeTruthy()
    expect(within(dialog).getByText('Customer ID: 5')).toBeTruthy()
    const large = within(dialog).getByRole('img', { name: 'Referral QR code' })
    expect(large.getAttribute('src')).toBe(small.getAttribute('src'))
  })

  it('says the top level is reached when there is no next one', async () => {
    renderOwnProfile(
      customerFixture({
        level: { level: 'Platinum', levelUpPoints: null, minPoints: 20_000, nextLevel: null },
      }),
    )
    expect(await screen.findByText('You have reached the top level. Thank you!')).toBeTruthy()
  })

  it('opens the tab named in the address, and keeps the chosen tab there', async () => {
    signIn()
    const calls = stubApi({
      [ME]: { body: customer },
      'POST /public/products/favorites?page=0&size=4': pageOf([], 4),
      'GET /customers/me/orders?page=0&size=10&search=': pageOf([], 10),
    })
    const { router } = renderProfile('/profile?tab=favorites')
    expect(await screen.findByRole('heading', { name: 'Favorite Items' })).toBeTruthy()
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/public/products/favorites?page=0&size=4'),
    )
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Order History' }))
    expect(await screen.findByText('You have no orders yet.')).toBeTruthy()
    expect(router.state.location.search).toBe('?tab=orders')
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Point History' }))
    expect(router.state.location.search).toBe('?tab=points')
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Profile' }))
    expect(router.state.location.search).toBe('')
  })

  describe('Point History tab', () => {
    const HISTORY = 'GET /customers/me/point/histories?page=0&size=10'
    const history = (notes: string[]) => ({
      body: {
        data: notes.map((note, index) => ({
          id: index + 1,
          type: 'IN',
          points: 100,
          kind: 'TRANSFER_IN',
          note,
          createdAt: '2026-03-05T10:00:00Z',
        })),
        total: notes.length,
        pageSize: 10,
      },
    })

    it('shows points, level, progress, the referral code with its QR code and invite link', async () => {
      signIn()
      stubApi({ [ME]: { body: customer }, [HISTORY]: history(['Welcome gift']) })
      renderProfile('/profile?tab=points')
      expect(await screen.findByText('Welcome gift')).toBeTruthy()
      expect(screen.getByTestId('current-points').textContent).toBe('1,250')
      expect(screen.getByText('Silver')).toBeTruthy()
      expect(
        screen
          .getByRole('progressbar', { name: 'Progress to the next level' })
          .getAttribute('aria-valuenow'),
      ).toBe('25')
      expect(screen.getByText('3,750 more points to reach Gold')).toBeTruthy()
      expect(screen.getByTestId('referral-code').textContent).toBe('KYA5B7Q')
      const qr = await screen.findByRole('img', { name: 'Referral QR code' })
      expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('data-encodes="5"')

      // user-event puts a clipboard of its own in place, which the test can read.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Copy invite link' }))
      expect(await navigator.clipboard.readText()).toBe(
        `${window.location.origin}/auth/register?ref=KYA5B7Q`,
      )
      expect(await screen.findByRole('button', { name: 'Invite link copied' })).toBeTruthy()
    })

    it('after a transfer, shows the new balance and the history again', async () => {
      signIn()
      let transferred = false
      const calls = stubApi({
        [ME]: () => ({ body: transferred ? customerFixture({ currentPoint: 950 }) : customer }),
        [HISTORY]: () => history(transferred ? ['For lunch', 'Welcome gift'] : ['Welcome gift']),
        'POST /customers/me/point/transfers': () => {
          transferred = true
          return { body: { message: 'Your profile has been updated!', currentPoint: 950 } }
        },
      })
      const events = userEvent.setup()
      renderProfile('/profile?tab=points')
      await screen.findByText('Welcome gift')
      await events.click(screen.getByRole('button', { name: 'Transfer Points' }))
      const dialog = await screen.findByRole('dialog', { name: 'Transfer Points' })
      await events.type(within(dialog).getByLabelText(/^To Customer/), '7')
      await events.type(within(dialog).getByLabelText(/^Points/), '300')
      await events.type(within(dialog).getByLabelText(/^Note/), 'For lunch')
      await events.click(within(dialog).getByRole('button', { name: 'Transfer' }))

      expect(await screen.findByText('For lunch')).toBeTruthy()
      await waitFor(() => expect(screen.getByTestId('current-points').textContent).toBe('950'))
      const paths = calls.map((call) => `${call.method} ${call.path}`)
      expect(paths.filter((path) => path === ME).length).toBeGreaterThanOrEqual(2)
      expect(paths.filter((path) => path === HISTORY)).toHaveLength(2)
    })
  })
})
