import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { refusal, spyOnToasts, stubApi } from '#app/features/auth/test/auth-test-kit.tsx'
import {
  type CameraScanner,
  CameraScannerContext,
} from '#app/features/profile/scanner/camera-scanner.ts'
import { fakeCameraScanner } from '#app/features/profile/test/fake-camera-scanner.ts'
import { makeQueryClient } from '#app/lib/query-client.ts'
import { textsIn } from '#app/lib/texts.ts'
import { pointTexts } from '#app/locales/en/points.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { TransferPointsDialog } from './transfer-points-dialog.tsx'

const TRANSFER = 'POST /customers/me/point/transfers'
const field = {
  toCustomer: () => screen.getByLabelText(/^To Customer/) as HTMLInputElement,
  points: () => screen.getByLabelText(/^Points/) as HTMLInputElement,
  note: () => screen.getByLabelText(/^Note/) as HTMLTextAreaElement,
}
const submit = () => screen.getByRole('button', { name: 'Transfer' })

function renderDialog(scanner: CameraScanner = fakeCameraScanner().scanner) {
  const onClose = vi.fn()
  const onTransferred = vi.fn()
  renderInApp(
    <CameraScannerContext value={scanner}>
      <TransferPointsDialog
        opened
        onClose={onClose}
        customer={{ id: 5, currentPoint: 1_250 }}
        onTransferred={onTransferred}
      />
    </CameraScannerContext>,
    { queryClient: makeQueryClient() },
  )
  return { onClose, onTransferred, events: userEvent.setup() }
}

describe('transfer points dialog', () => {
  it('asks for the customer and the points with the spec messages, and sends nothing', async () => {
    const calls = stubApi({})
    const { events } = renderDialog()
    await events.click(submit())
    expect(await screen.findByText('To Customer Id is required')).toBeTruthy()
    expect(screen.getByText('Points is required')).toBeTruthy()
    expect(calls).toHaveLength(0)

    // Checked on every change: fixing a field clears its message, emptying it brings it back.
    await events.type(field.toCustomer(), '7')
    await waitFor(() => expect(screen.queryByText('To Customer Id is required')).toBeNull())
    await events.type(field.points(), '0')
    expect(screen.getByText('Points is required')).toBeTruthy()
    await events.clear(field.points())
    await events.type(field.points(), '10')
    await waitFor(() => expect(screen.queryByText('Points is required')).toBeNull())
    await events.clear(field.toCustomer())
    expect(await screen.findByText('To Customer Id is required')).toBeTruthy()
  })

  it('takes only whole numbers, and not oneself', async () => {
    stubApi({})
    const { events } = renderDialog()
    await events.type(field.toCustomer(), '4a.-2')
    expect(field.toCustomer().value).toBe('42')
    await events.type(field.points(), '1.5e')
    expect(field.points().value).toBe('15')
    await events.clear(field.toCustomer())
    await events.type(field.toCustomer(), '5')
    expect(await screen.findByText('You cannot transfer points to yourself.')).toBeTruthy()
  })

  it("refuses more points than the balance with 'Your current point is not enough.'", async () => {
    stubApi({})
    const toasts = spyOnToasts()
    const { events } = renderDialog()
    await events.type(field.points(), '1250')
    expect(toasts.error).not.toHaveBeenCalled()
    await events.clear(field.points())
    await events.type(field.points(), '2000')
    expect(toasts.error).toHaveBeenCalledWith('Your current point is not enough.')
    // The last digit was not taken.
    expect(field.points().value).toBe('200')
  })

  it('transfers, says the profile was updated, hands on the new balance and closes', async () => {
    const calls = stubApi({
      [TRANSFER]: { body: { message: 'Your profile has been updated!', currentPoint: 950 } },
    })
    const toasts = spyOnToasts()
    const { events, onTransferred, onClose } = renderDialog()
    await events.type(field.toCustomer(), '7')
    await events.type(field.points(), '300')
    await events.type(field.note(), ' For lunch ')
    await events.click(submit())

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Your profile has been updated!'),
    )
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/customers/me/point/transfers',
        body: { toCustomer: { id: 7 }, fromCustomer: { id: 5 }, points: 300, note: ' For lunch ' },
      },
    ])
    expect(onTransferred).toHaveBeenCalledWith(950)
    expect(onClose).toHaveBeenCalled()
  })

  it("shows the server's refusal in a red toast and stays open", async () => {
    stubApi({
      [TRANSFER]: refusal(404, 'NOT_FOUND', 'There is no customer with this id.'),
    })
    const toasts = spyOnToasts()
    const { events, onTransferred, onClose } = renderDialog()
    await events.type(field.toCustomer(), '999')
    await events.type(field.points(), '10')
    await events.click(submit())
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('There is no customer with this id.'),
    )
    expect(onTransferred).not.toHaveBeenCalled()
    expect(onClose).not.toHaveBeenCalled()
    expect(field.toCustomer().value).toBe('999')
  })

  describe('QR scanner', () => {
    it('sets the scanned customer id and closes the scanner', async () => {
      const camera = fakeCameraScanner()
      const { events } = renderDialog(camera.scanner)
      await events.click(await screen.findByRole('button', { name: 'Scan QR code' }))
      expect(screen.getByTestId('qr-scanner')).toBeTruthy()
      await waitFor(() => expect(camera.scanner.start).toHaveBeenCalledTimes(1))
      await camera.read(' 42\n')
      expect(field.toCustomer().value).toBe('42')
      expect(screen.queryByTestId('qr-scanner')).toBeNull()
      expect(camera.stop).toHaveBeenCalled()
    })

    it('ignores text that is not a whole customer id, without a word', async () => {
      stubApi({})
      const toasts = spyOnToasts()
      const camera = fakeCameraScanner()
      const { events } = renderDialog(camera.scanner)
      await events.click(await screen.findByRole('button', { name: 'Scan QR code' }))
      await waitFor(() => expect(camera.scanner.start).toHaveBeenCalled())
      for (const text of ['https://kyanma.shop', '12abc', '1.5', '-3', '0', ''])
        await camera.read(text)
      expect(field.toCustomer().value).toBe('')
      expect(screen.getByTestId('qr-scanner')).toBeTruthy()
      expect(camera.stop).not.toHaveBeenCalled()
      expect(toasts.error).not.toHaveBeenCalled()
      // The next good code still counts.
      await camera.read('8')
      expect(field.toCustomer().value).toBe('8')
    })

    it('offers no scan without a camera, and the id is typed', async () => {
      const { events } = renderDialog(fakeCameraScanner({ available: false }).scanner)
      expect(await screen.findByText('No camera here: type the customer id.')).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Scan QR code' })).toBeNull()
      await events.type(field.toCustomer(), '12')
      expect(field.toCustomer().value).toBe('12')
    })

    it('falls back to typing when the camera cannot start', async () => {
      const camera = fakeCameraScanner({ startFails: true })
      const { events } = renderDialog(camera.scanner)
      await events.click(await screen.findByRole('button', { name: 'Scan QR code' }))
      expect(
        await screen.findByText('The camera could not start: type the customer id.'),
      ).toBeTruthy()
      expect(screen.queryByTestId('qr-scanner')).toBeNull()
      expect(screen.queryByRole('button', { name: 'Scan QR code' })).toBeNull()
    })

    it('stops after 10 s without a code and falls back to typing', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
      try {
        const camera = fakeCameraScanner()
        const { events } = renderDialog(camera.scanner)
        await events.click(await screen.findByRole('button', { name: 'Scan QR code' }))
        await waitFor(() => expect(camera.scanner.start).toHaveBeenCalled())
        await act(() => vi.advanceTimersByTimeAsync(9_900))
        expect(screen.getByTestId('qr-scanner')).toBeTruthy()
        await act(() => vi.advanceTimersByTimeAsync(200))
        expect(screen.queryByTestId('qr-scanner')).toBeNull()
        expect(camera.stop).toHaveBeenCalled()
        expect(
          screen.getByText('No QR code was read: type the customer id, or scan again.'),
        ).toBeTruthy()
        // Scanning again is still offered.
        expect(screen.getByRole('button', { name: 'Scan QR code' })).toBeTruthy()
      } finally {
        vi.useRealTimers()
      }
    })

    it('can be left for typing', async () => {
      const camera = fakeCameraScanner()
      const { events } = renderDialog(camera.scanner)
      await events.click(await screen.findByRole('button', { name: 'Scan QR code' }))
      await waitFor(() => expect(camera.scanner.start).toHaveBeenCalled())
      await events.click(screen.getByRole('button', { name: 'Type the id instead' }))
      expect(screen.queryByTestId('qr-scanner')).toBeNull()
      expect(camera.stop).toHaveBeenCalled()
    })
  })
})

describe('transfer points dialog on a Burmese page (issue 15)', () => {
  it('shows Burmese and takes the customer id and points typed in Burmese digits', async () => {
    const calls = stubApi({
      [TRANSFER]: { body: { message: 'Your profile has been updated!', currentPoint: 950 } },
    })
    await loadAllTexts()
    const burmese = textsIn('my', pointTexts).transfer
    renderInApp(
      <CameraScannerContext value={fakeCameraScanner().scanner}>
        <TransferPointsDialog
          opened
          onClose={vi.fn()}
          customer={{ id: 5, currentPoint: 1_250 }}
          onTransferred={vi.fn()}
        />
      </CameraScannerContext>,
      { url: '/my/profile?tab=points', queryClient: makeQueryClient() },
    )
    expect(screen.getByText(burmese.balance(1_250))).toBeTruthy()
    expect(screen.queryByText('You have 1,250 points')).toBeNull()
    const events = userEvent.setup()
    const toCustomer = screen.getByLabelText(new RegExp(`^${burmese.toCustomer}`))
    const points = screen.getByRole('textbox', { name: new RegExp(`^${burmese.points}( \\*)?$`) })
    // Either digits are taken; once a box is left it shows the page's (Burmese) digits.
    await events.type(toCustomer, '7')
    await events.type(points, '၃၀၀')
    expect((toCustomer as HTMLInputElement).value).toBe('၇')
    await events.tab()
    expect((points as HTMLInputElement).value).toBe('၃၀၀')
    await events.click(screen.getByRole('button', { name: burmese.submit }))
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toEqual({
      toCustomer: { id: 7 },
      fromCustomer: { id: 5 },
      points: 300,
      note: '',
    })
  })

  it('still refuses Burmese digits above the balance', async () => {
    stubApi({})
    const toasts = spyOnToasts()
    const { events } = renderDialog()
    await events.type(field.points(), '၂၀၀၀')
    expect(toasts.error).toHaveBeenCalledWith('Your current point is not enough.')
    // The last digit was not taken; an English page shows Latin digits once the box is left.
    await events.tab()
    expect(field.points().value).toBe('200')
  })
})
