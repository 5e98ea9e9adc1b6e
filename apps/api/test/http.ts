import type { FastifyInstance } from 'fastify'

/** Small helpers so tests read as requests and answers. */
export async function getJson<T = any>(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url })
  return { status: response.statusCode, body: response.json() as T, headers: response.headers }
}

export async function postJson<T = any>(app: FastifyInstance, url: string, body?: unknown) {
  const response = await app.inject({
    method: 'POST',
    url,
    ...(body !== undefined && { payload: body as object }),
  })
  return { status: response.statusCode, body: response.json() as T, headers: response.headers }
}

export function retailPrice(product: {
  productPricings: { customerType: string; pricePerUnit: number }[]
}) {
  const pricing = product.productPricings.find((p) => p.customerType === 'RETAIL_SALE')
  if (!pricing) throw new Error('product without RETAIL_SALE pricing')
  return pricing.pricePerUnit
}
