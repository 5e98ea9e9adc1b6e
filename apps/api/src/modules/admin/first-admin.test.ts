import { afterEach, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#test/test-app.ts'

let t: TestApp | undefined
afterEach(() => t?.close())

async function startWithAdmin(password: string) {
  const lines: { level: number; msg: string }[] = []
  t = await createTestApp({
    config: {
      logLevel: 'info',
      firstAdmin: { email: `owner-${password.length}@kyanma.test`, password },
    },
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  })
  return lines.filter((line) => line.msg.includes('ADMIN_PASSWORD'))
}

it('starts with a common ADMIN_PASSWORD but warns the owner to change it', async () => {
  expect(await startWithAdmin('password1')).toEqual([
    expect.objectContaining({ level: 40, msg: expect.stringContaining('most common passwords') }),
  ])
})

it('says nothing of an uncommon one', async () => {
  expect(await startWithAdmin('a long owner passphrase')).toEqual([])
})
