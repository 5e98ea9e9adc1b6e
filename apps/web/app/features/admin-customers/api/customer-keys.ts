/** Every customer query of the back office starts with this (and so with 'admin'). */
export const ADMIN_CUSTOMERS_KEY = ['admin', 'customers'] as const
export const adminCustomerKey = (id: number) => [...ADMIN_CUSTOMERS_KEY, id] as const
