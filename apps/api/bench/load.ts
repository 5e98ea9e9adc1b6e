import autocannon, { type Request } from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

/** Per request: its own headers and body, and its answer read back (the order scenarios). */
export interface RequestHooks {
  setup: (request: Request, context: Record<string, unknown>) => Request
  onResponse: (status: number, body: string, context: Record<string, unknown>) => void
}

export interface Scenario {
  name: string
  method: 'GET' | 'POST'
  /** A fixed path, or one made anew for every request (to measure answers not yet cached). */
  path: string | (() => string)
  body?: string | (() => string)
  /** Sent with every request (a signed-in customer's Bearer token). */
  headers?: Record<string, string>
  hooks?: RequestHooks
  /** Stop after this many requests instead of after LOAD.durationSeconds. */
  amount?: number
  /** Seconds before a request counts as an error (autocannon's default: 10). */
  timeoutSeconds?: number
}

const secondsArg = process.argv.indexOf('--seconds')
/** `-- --seconds N` shortens a trial run; the committed figures use the default 10. */
export const LOAD = {
  connections: 50,
  durationSeconds: Number(secondsArg >= 0 ? process.argv[secondsArg + 1] : 10) || 10,
} as const

/** Runs one scenario for a bounded time against 127.0.0.1 and reads the figures. */
export async function runLoad(origin: string, scenario: Scenario): Promise<LoadResult> {
  const { path, body, hooks } = scenario
  const varies = typeof path === 'function' || typeof body === 'function'
  const fresh = (request: Request): Request => ({
    ...request,
    path: typeof path === 'function' ? path() : path,
    ...(body !== undefined && { body: typeof body === 'function' ? body() : body }),
  })
  const result = await autocannon({
    url: origin,
    connections: LOAD.connections,
    duration: LOAD.durationSeconds,
    ...(scenario.amount !== undefined && { amount: scenario.amount }),
    ...(scenario.timeoutSeconds !== undefined && { timeout: scenario.timeoutSeconds }),
    method: scenario.method,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    requests: [
      {
        method: scenario.method,
        path: typeof path === 'function' ? path() : path,
        ...(body !== undefined && { body: typeof body === 'function' ? body() : body }),
        ...(hooks && {
          setupRequest: (request: Request, context: object) =>
            hooks.setup(request, context as Record<string, unknown>),
          onResponse: (status: number, text: string, context: object) =>
            hooks.onResponse(status, text, context as Record<string, unknown>),
        }),
        ...(!hooks && varies && { setupRequest: fresh }),
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
