import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

/** Helpers for the tests of the OpenAPI description the API serves. */

/** The document of /api/docs/json (untyped: the tests walk it by path and method). */
export async function openApiDocument(app: FastifyInstance): Promise<any> {
  return (await app.inject({ url: '/api/docs/json' })).json()
}

/**
 * A call as the document should describe it: its method, path and the status codes of its
 * answers, exactly (in any order) or as a matcher such as expect.arrayContaining(['401']).
 */
export type DocumentedCall = [method: string, path: string, answers: string[] | unknown]

/** Each call is in the document under `tag`, with a summary and the answers it lists. */
export function expectDocumented(doc: any, tag: string, calls: DocumentedCall[]) {
  for (const [method, path, answers] of calls) {
    const operation = doc.paths[path]?.[method]
    expect(operation, `${method} ${path}`).toBeDefined()
    expect(operation.tags).toEqual([tag])
    expect(operation.summary).toBeTruthy()
    const codes = Object.keys(operation.responses).sort()
    expect(codes).toEqual(Array.isArray(answers) ? [...answers].sort() : answers)
  }
}

/**
 * Each back-office call is in the document under `admin`, listing at least the visitor's 401 and
 * the customer's 403 among its answers (the staff-only refusals every back-office call shares).
 */
export function expectDocumentedStaffOnly(doc: any, calls: readonly (readonly [string, string])[]) {
  const staffOnly = expect.arrayContaining(['401', '403'])
  expectDocumented(
    doc,
    'admin',
    calls.map(([method, path]) => [method, path, staffOnly]),
  )
}
