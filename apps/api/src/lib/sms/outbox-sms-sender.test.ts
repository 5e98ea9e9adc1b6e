import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { OutboxSmsSender } from './outbox-sms-sender.ts'

const dir = mkdtempSync(path.join(os.tmpdir(), 'kyanma-outbox-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('OutboxSmsSender', () => {
  it('logs each message, appends it to the outbox file (making its folder) and keeps it in memory', async () => {
    const file = path.join(dir, 'nested', 'sms-outbox.jsonl')
    const log = { info: vi.fn(), warn: vi.fn() }
    const clock = { now: () => new Date('2026-02-01T10:00:00Z') }
    const outbox = new OutboxSmsSender(file, log as any, clock)
    await outbox.send('+95 9 790 000 123', 'Your Kyanma code is 111111.')
    await outbox.send('09790000999', 'Someone else')
    await outbox.send('959790000123', 'Your Kyanma code is 222222.')

    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines[0]).toEqual({
      to: '09790000123',
      body: 'Your Kyanma code is 111111.',
      sentAt: '2026-02-01T10:00:00.000Z',
    })
    expect(lines).toHaveLength(3)
    expect(log.info).toHaveBeenCalledTimes(3)
    expect(log.info.mock.calls[0]?.[0]).toEqual({ sms: lines[0] })
    expect(outbox.messagesTo('၀၉၇၉၀၀၀၀၁၂၃').map((m) => m.body)).toEqual([
      'Your Kyanma code is 111111.',
      'Your Kyanma code is 222222.',
    ])
  })
})
