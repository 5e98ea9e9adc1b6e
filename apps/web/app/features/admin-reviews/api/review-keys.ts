/** Every review query of the back office starts with this (and so with 'admin'). */
export const ADMIN_REVIEWS_KEY = ['admin', 'reviews'] as const
