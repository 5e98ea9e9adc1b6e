import { defineTexts } from '../texts-registry.ts'

/** Toasts (spec section 8). Server messages come from the server; these are the fallbacks. */
export const toasts = defineTexts('messages#toasts', {
  internalServerError: 'Internal server error.',
  somethingWentWrong: 'Something went wrong.',
} as const)
