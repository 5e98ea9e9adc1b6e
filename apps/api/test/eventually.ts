/**
 * Waits until `check` answers true, asking again every 25 ms, and fails after `timeoutMs`: for
 * what the app does a moment after the answer (a cache dropped on a database notification).
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('condition not met in time')
}
