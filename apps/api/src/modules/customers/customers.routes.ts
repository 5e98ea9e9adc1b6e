import {
  AddressParamsSchema,
  CustomerSchema,
  ErrorResponseSchema,
  FavoriteParamsSchema,
  FavoriteQuerySchema,
  FavoriteResultSchema,
  LANGUAGES,
  LanguageChoiceSchema,
  MAX_SAVED_ADDRESSES,
  MessageSchema,
  ProfileUpdateSchema,
  pagedQuerySchema,
  SavedAddressInputSchema,
  SavedAddressListSchema,
  SavedAddressSchema,
} from '@kyanma/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { customerOnly, invalidInput, notAmongOwn } from '#app/lib/route-responses.ts'
import { requireCustomer } from '#app/plugins/auth.ts'
import type { CustomerService } from './customer.service.ts'
import type { FavoriteService } from './favorite.service.ts'

const notFound = notAmongOwn('address')

/** The signed-in customer's own records (spec section 7, Customer). */
export function customerRoutes(
  customers: CustomerService,
  favorites: FavoriteService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customers/me',
      {
        schema: {
          tags: ['customer'],
          summary: 'The signed-in customer: referral code, points, level and contact details',
          response: { 200: CustomerSchema, ...customerOnly },
        },
      },
      async (request) => customers.me(requireCustomer(request)),
    )

    app.post(
      '/customers/me',
      {
        schema: {
          tags: ['customer'],
          summary: 'Change the name, phone number and email',
          description: 'Any other field (a role, points, the referral code) is refused with 400.',
          body: ProfileUpdateSchema,
          response: {
            200: CustomerSchema,
            ...invalidInput,
            ...customerOnly,
            409: ErrorResponseSchema.describe('The phone number or email has another account'),
          },
        },
      },
      async (request) => customers.updateProfile(requireCustomer(request), request.body),
    )

    app.patch(
      '/customers/me/language',
      {
        schema: {
          tags: ['customer'],
          summary: "Save the customer's language (en or my)",
          description:
            'Used for their SMS and notifications, and for API messages when a request sends no ' +
            'Accept-Language naming en or my (decision 038). Not in the spec.',
          body: LanguageChoiceSchema,
          response: {
            200: MessageSchema.extend({ language: z.enum(LANGUAGES) }),
            ...invalidInput,
            ...customerOnly,
          },
        },
      },
      async (request) => {
        const answer = await customers.setLanguage(requireCustomer(request), request.body.language)
        // The confirmation already speaks the new choice when the request names no language.
        if (request.auth) request.auth.language = answer.language
        return answer
      },
    )

    app.get(
      '/customers/me/addresses',
      {
        schema: {
          tags: ['customer'],
          summary: 'Saved shipping addresses, newest first',
          querystring: pagedQuerySchema(MAX_SAVED_ADDRESSES),
          response: { 200: SavedAddressListSchema, ...invalidInput, ...customerOnly },
        },
      },
      async (request) => {
        const { page, size } = request.query
        return customers.listAddresses(requireCustomer(request), page, size)
      },
    )

    app.post(
      '/customers/me/addresses',
      {
        schema: {
          tags: ['customer'],
          summary: 'Save a shipping address',
          description: `A customer keeps at most ${MAX_SAVED_ADDRESSES}.`,
          body: SavedAddressInputSchema,
          response: { 201: SavedAddressSchema, ...invalidInput, ...customerOnly },
        },
      },
      async (request, reply) => {
        const saved = await customers.createAddress(requireCustomer(request), request.body.address)
        return reply.status(201).send(saved)
      },
    )

    app.put(
      '/customers/me/addresses/:id',
      {
        schema: {
          tags: ['customer'],
          summary: 'Replace a saved address',
          params: AddressParamsSchema,
          body: SavedAddressInputSchema,
          response: { 200: SavedAddressSchema, ...invalidInput, ...customerOnly, ...notFound },
        },
      },
      async (request) =>
        customers.updateAddress(requireCustomer(request), request.params.id, request.body.address),
    )

    app.delete(
      '/customers/me/addresses/:id',
      {
        schema: {
          tags: ['customer'],
          summary: 'Delete a saved address',
          params: AddressParamsSchema,
          response: { 200: MessageSchema, ...invalidInput, ...customerOnly, ...notFound },
        },
      },
      async (request) => customers.deleteAddress(requireCustomer(request), request.params.id),
    )

    app.put(
      '/customers/me/favorites/:productId',
      {
        schema: {
          tags: ['customer'],
          summary: 'Mark (status=true) or unmark (status=false) a product as a favourite',
          description: 'Repeating the same status changes nothing and answers the same.',
          params: FavoriteParamsSchema,
          querystring: FavoriteQuerySchema,
          response: {
            200: FavoriteResultSchema,
            ...invalidInput,
            ...customerOnly,
            404: ErrorResponseSchema.describe('No such product on sale'),
          },
        },
      },
      async (request) =>
        favorites.set(
          requireCustomer(request).customerId,
          request.params.productId,
          request.query.status === 'true',
        ),
    )
  }
}
