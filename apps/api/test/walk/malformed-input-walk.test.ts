import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { newAddress } from '../auth-helpers.ts'
import { smallImage } from '../receipt-helpers.ts'
import { useAppWithAdmin } from '../staff-helpers.ts'
import {
  BAD_TEXTS,
  badParamTexts,
  badValuesFor,
  baseValue,
  type JsonSchema,
  leaves,
  withValue,
} from './openapi-payloads.ts'
import { fingerprint } from './table-fingerprint.ts'
import { walkWorld } from './walk-setup.ts'

/**
 * Issue 14 point 2: every operation of the OpenAPI document, sent one malformed value at a time
 * (NUL, a lone surrogate, absurd numbers, a JSON body behind a byte-order mark, broken multipart),
 * anonymously and as the customer or member of staff the route is for. No answer may be a 5xx,
 * and no table may change.
 */

interface Parameter {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema: JsonSchema
}
interface Operation {
  parameters?: Parameter[]
  description?: string
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
interface Attempt {
  label: string
  request: InjectOptions
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf])
const BOUNDARY = 'walkboundary'

async function multipartAttempts(url: string, headers: Record<string, string>) {
  const image = await smallImage()
  const part = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    image.subarray(0, 20),
  ])
  return [
    {
      label: 'multipart without a boundary',
      request: {
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: part,
      },
    },
    {
      label: 'multipart with a truncated part',
      request: {
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: part,
      },
    },
  ] satisfies Attempt[] as Attempt[]
}

describe('every operation, sent malformed input', () => {
  const t = useAppWithAdmin()
  let world: Awaited<ReturnType<typeof walkWorld>>
  let doc: { paths: Record<string, Record<string, Operation>> }
  beforeAll(async () => {
    world = await walkWorld(t.app)
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  })

  function attemptsFor(method: string, path: string, operation: Operation): Promise<Attempt[]> {
    const key = `${method.toUpperCase()} ${path}`
    const params = (operation.parameters ?? []).filter((param) => param.in !== 'header')
    const pathOf = (bad?: { name: string; text: string }) =>
      path.replace(/\{(\w+)\}/g, (_, name: string) =>
        bad?.name === name
          ? bad.text
          : world.pathValue(path, name, params.find((param) => param.name === name)?.schema.enum),
      )
    const queryOf = (bad?: { name: string; text: string }) => {
      const pairs = params
        .filter((param) => param.in === 'query')
        .flatMap((param) => {
          if (bad?.name === param.name) return [`${param.name}=${bad.text}`]
          if (!param.required) return []
          return [`${param.name}=${encodeURIComponent(String(baseValue(param.schema)))}`]
        })
      return pairs.length ? `?${pairs.join('&')}` : ''
    }
    const headers = { 'content-type': 'application/json', ...world.headers[key] }
    const bodySchema = operation.requestBody?.content['application/json']?.schema
    const base = bodySchema ? (world.bodies[key] ?? baseValue(bodySchema)) : undefined
    const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body))
    const attempts: Attempt[] = []
    const send = (label: string, url: string, payload?: string | Buffer) =>
      attempts.push({
        label,
        request: {
          method: method.toUpperCase() as InjectOptions['method'],
          url,
          headers: payload === undefined ? world.headers[key] : headers,
          ...(payload !== undefined && { payload }),
        },
      })

    for (const param of params)
      for (const [label, text] of badParamTexts(param.schema)) {
        const bad = { name: param.name, text }
        send(`${param.in} ${param.name}: ${label}`, pathOf(bad) + queryOf(bad), json(base))
      }
    if (bodySchema) {
      const bodyLeaves = leaves(bodySchema).filter((leaf) => leaf.path.length > 0)
      for (const leaf of bodyLeaves)
        for (const [label, value] of badValuesFor(leaf.schema))
          send(
            `body ${leaf.path.join('.')}: ${label}`,
            pathOf() + queryOf(),
            json(withValue(base, leaf.path, value)),
          )
      // The byte-order mark in front of a body that is refused anyway (a NUL in its first text),
      // so that whether the mark is skipped or refused, nothing may be written.
      const firstText = bodyLeaves.find((leaf) => badValuesFor(leaf.schema).length > 0)
      const refused = firstText ? withValue(base, firstText.path, BAD_TEXTS.nul) : base
      send(
        'body behind a byte-order mark',
        pathOf() + queryOf(),
        Buffer.concat([BOM, Buffer.from(json(refused) ?? '{}')]),
      )
    }
    if (operation.description?.includes('multipart/form-data'))
      return multipartAttempts(pathOf() + queryOf(), world.headers[key] ?? {}).then((more) => [
        ...attempts,
        ...more,
      ])
    return Promise.resolve(attempts)
  }

  it('answers no 5xx and writes nothing', async () => {
    const before = await fingerprint(t.app)
    const failures: string[] = []
    let sent = 0
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        const token = path.startsWith('/api/admin') ? world.staffToken : world.customerToken
        for (const attempt of await attemptsFor(method, path, operation))
          for (const who of [undefined, token]) {
            sent++
            // A connection dropped without an answer is as bad as a 500.
            const status = await t.app
              .inject({
                ...attempt.request,
                remoteAddress: newAddress(),
                headers: {
                  ...(attempt.request.headers as Record<string, string>),
                  ...(who && { authorization: `Bearer ${who}` }),
                },
              })
              .then((response) => response.statusCode)
              .catch((error: Error) => error.message)
            if (typeof status === 'string' || status >= 500)
              failures.push(
                `${method.toUpperCase()} ${path} ${attempt.label} (${who ? 'signed in' : 'anonymous'}) → ${status}`,
              )
          }
      }
    console.info(`malformed-input walk: ${sent} requests, ${failures.length} answers of 5xx`)
    expect.soft(failures).toEqual([])
    expect(await fingerprint(t.app)).toEqual(before)
  }, 300_000)
})
