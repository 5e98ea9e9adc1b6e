export * from './delivery-estimate.ts'
export * from './quote.ts'
