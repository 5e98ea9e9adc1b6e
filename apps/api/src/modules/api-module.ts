import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Clock } from '../lib/clock.ts'
import type { PasswordHasher } from '../lib/passwords.ts'
import type { RateLimiter } from '../lib/rate-limit.ts'
import type { ResponseCache } from '../lib/response-cache.ts'
import type { SmsSender } from '../lib/sms/sms-sender.ts'
import type { SessionService } from './auth/session.service.ts'
import type { OrderSweep } from './orders/order-sweeps.ts'

/**
 * The services every module may draw on, built once by the composition root. A factory names the
 * few it uses with `Pick`, so its signature tells which it needs.
 */
export interface Infrastructure {
  clock: Clock
  sessions: SessionService
  passwords: PasswordHasher
  rateLimiter: RateLimiter
  sms: SmsSender
  catalogCache: ResponseCache
  log: FastifyBaseLogger
}

/**
 * What a module factory answers; every factory checks its answer with `satisfies`, which keeps
 * each service's own class in `app.services`. Routes come as named plugins rather than one
 * `register(api)`, because the modules' public and staff routes interleave in the registration
 * order, and that order decides both Fastify's hook order and the OpenAPI document: the
 * composition root keeps it.
 */
export interface ApiModule<S extends object, R extends string = string> {
  services: S
  routes: Record<R, FastifyPluginAsyncZod>
  /** Stops background work; the database is still open when this runs. */
  stop?(log?: FastifyBaseLogger): Promise<void>
  /** Orders' background checks this module brings (orders/order-sweeps.ts runs them). */
  sweeps?: OrderSweep[]
}
