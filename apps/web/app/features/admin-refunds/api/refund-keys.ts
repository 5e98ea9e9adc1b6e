/** Every refund query of the back office starts with this (and so with 'admin'). */
export const ADMIN_REFUNDS_KEY = ['admin', 'refunds'] as const
