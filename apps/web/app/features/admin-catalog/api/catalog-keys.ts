/** Every back-office catalogue query starts with this key (and 'admin', so 4xx are not retried). */
export const ADMIN_CATALOG_KEY = ['admin', 'catalog'] as const
