import type { AdminOrderSummary } from '@kyanma/shared'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { PrescriptionsToCheckNotice } from './prescriptions-to-check-notice.tsx'

const SUMMARY = 'GET /admin/orders/summary'
const summary = (prescriptionsToCheck: number): { body: AdminOrderSummary } => ({
  body: {
    placedToday: 4,
    waitingForReview: 2,
    toDeliver: 1,
    revenueToday: 48_000,
    refundsDue: 0,
    prescriptionsToCheck,
  },
})

afterEach(() => vi.unstubAllGlobals())

describe('the dashboard notice of prescriptions to check', () => {
  it('counts them from the order summary and links to the queue', async () => {
    stubApi({ [SUMMARY]: summary(3) })
    renderInApp(<PrescriptionsToCheckNotice />)
    expect(await screen.findByText('3 prescriptions to check.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Open the prescriptions' })
    expect(link.getAttribute('href')).toBe('/admin/prescriptions')
  })

  it('says one in the singular, and on a Burmese page in Burmese with Myanmar digits', async () => {
    stubApi({ [SUMMARY]: summary(1) })
    renderInApp(<PrescriptionsToCheckNotice />)
    expect(await screen.findByText('1 prescription to check.')).toBeTruthy()
    cleanup()
    await loadAllTexts()
    stubApi({ [SUMMARY]: summary(12) })
    renderInApp(<PrescriptionsToCheckNotice />, { url: '/my/admin' })
    expect(await screen.findByText('စစ်ဆေးရန် ဆေးညွှန်း ၁၂ ခု ရှိပါသည်။')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'ဆေးညွှန်းများကို ဖွင့်မည်' })
    expect(link.getAttribute('href')).toBe('/my/admin/prescriptions')
  })

  it('says nothing when none waits', async () => {
    const calls = stubApi({ [SUMMARY]: summary(0) })
    renderInApp(<PrescriptionsToCheckNotice />)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    // Let the answer render before looking for what it must not show.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(/to check/)).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
