import { staffSession } from '../app/lib/staff-session.ts'

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
