import autocannon, { type Request } from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

export interface Scenario {
  name: string
  method: 'GET' | 'POST'
  /** A fixed path, or one made anew for every request (to measure answers not yet cached). */
  path: string | (() => string)
  body?: string | (() => string)
  /** Sent with every request (a signed-in customer's Bearer token). */
  headers?: Record<string, string>
}

export const LOAD = { connections: 50, durationSeconds: 10 } as const

/** Runs one scenario for a bounded time against 127.0.0.1 and reads the figures. */
export async function runLoad(origin: string, scenario: Scenario): Promise<LoadResult> {
  const { path, body } = scenario
  const varies = typeof path === 'function' || typeof body === 'function'
  const result = await autocannon({
    url: origin,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    method: scenario.method,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    requests: [
      {
        method: scenario.method,
        path: typeof path === 'function' ? path() : path,
        ...(body !== undefined && { body: typeof body === 'function' ? body() : body }),
        ...(varies && {
          setupRequest: (request: Request): Request => ({
            ...request,
            path: typeof path === 'function' ? path() : path,
            ...(body !== undefined && { body: typeof body === 'function' ? body() : body }),
          }),
        }),
      },
    ],
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}
