/** Every contact-message query of the back office starts with this (and so with 'admin'). */
export const ADMIN_MESSAGES_KEY = ['admin', 'contact-messages'] as const
