/** Every staff-account query of the back office starts with this (and so with 'admin'). */
export const ADMIN_STAFF_KEY = ['admin', 'staff'] as const
