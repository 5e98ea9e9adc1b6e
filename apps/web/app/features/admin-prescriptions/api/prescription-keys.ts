/** Every prescription query of the back office starts with this (and so with 'admin'). */
export const ADMIN_PRESCRIPTIONS_KEY = ['admin', 'prescriptions'] as const
