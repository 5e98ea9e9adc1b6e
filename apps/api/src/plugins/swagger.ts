import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** The OpenAPI description of every call, browsable at /api/docs (JSON at /api/docs/json). */
export async function registerSwagger(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kyanma API',
        description:
          'The storefront API. Lists answer { data, total, pageSize }; pages are zero-based; ' +
          'errors answer { code, message } and add issues for invalid input.',
        version: '1.0.0',
      },
      tags: [
        { name: 'catalogue', description: 'Products, categories, brands and reviews' },
        { name: 'search', description: 'Search and popular keywords' },
        { name: 'orders', description: 'Placing, listing and cancelling orders; coupons' },
        {
          name: 'prescriptions',
          description: 'Prescription images a pharmacist checks before an order is approved',
        },
        { name: 'system', description: 'Health' },
      ],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
