import { ErrorResponseSchema } from '@kyanma/shared'

/**
 * Error answers many routes document the same way in OpenAPI. Spread them into a route's
 * `response` next to its own codes.
 */

/** Customer-scoped routes (requireCustomer). */
export const customerOnlyResponses = {
  401: ErrorResponseSchema.describe('Not signed in, or the session has ended'),
  403: ErrorResponseSchema.describe('A staff account without a customer record'),
}

export const invalidInputResponse = {
  400: ErrorResponseSchema.describe('Invalid input, with the message to show'),
}
