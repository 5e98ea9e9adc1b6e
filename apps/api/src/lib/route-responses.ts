import { ErrorResponseSchema } from '@kyanma/shared'

/**
 * Error answers many routes document the same way in OpenAPI. Spread them into a route's
 * `response` next to its own codes.
 */

/** Customer-scoped routes (requireCustomer). */
export const customerOnly = {
  401: ErrorResponseSchema.describe('Not signed in, or the session has ended'),
  403: ErrorResponseSchema.describe('A staff account without a customer record'),
}

export const invalidInput = {
  400: ErrorResponseSchema.describe('Invalid input, with the message to show'),
}

/**
 * 404 of a customer's own record (an address, an order ...). Another customer's id is answered
 * the same as an id that does not exist, so the text says "among this customer's own".
 */
export function notAmongOwn(record: string) {
  return { 404: ErrorResponseSchema.describe(`No such ${record} among this customer’s own`) }
}
