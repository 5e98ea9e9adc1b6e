/** Every back-office order query starts here, so a status change can refetch them all. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const
