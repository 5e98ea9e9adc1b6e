import type { ReactNode } from 'react'
import { afterEach, vi } from 'vitest'
import { makeQueryClient } from '../app/lib/query-client.ts'
import { staffSession } from '../app/lib/staff-session.ts'
import { renderInApp } from './render.tsx'

/** The token the back-office tests sign in with (calls must carry it as a Bearer header). */
export const TEST_STAFF_TOKEN = 'staff-token-123456789012345'

/** A signed-in member of staff for a back-office component test; sign out with staffSession.forget(). */
export function signInTestStaff() {
  staffSession.signIn({
    accessToken: TEST_STAFF_TOKEN,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    rememberMe: false,
    user: { id: 1, displayName: 'Staff', role: 'staff' } as never,
  })
}

/**
 * Renders a back-office component for a signed-in member of staff with the app's own query
 * client, so a refused call toasts as it does in the app.
 */
export function renderAsStaff(ui: ReactNode, { url }: { url?: string } = {}) {
  signInTestStaff()
  return renderInApp(ui, { url, queryClient: makeQueryClient() })
}

/**
 * A back-office modal drawn as renderAsStaff does, opened with an `onClose` spy: answers the spy,
 * for the test to see whether the modal closed itself.
 */
export function renderModalAsStaff(modal: (onClose: () => void) => ReactNode) {
  const onClose = vi.fn()
  renderAsStaff(modal(onClose))
  return onClose
}

/** After each of the file's tests: the member of staff signs out, stubs and spies are undone. */
export function signOutStaffAfterEach() {
  afterEach(() => {
    staffSession.forget()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}
