import { messagesMy } from '@kyanma/shared'
import type { serverMessages as english } from '../en/server-messages.ts'
import type { TextsOf } from '../texts-of.ts'

/** The shared catalogue in Burmese: written once in the shared package, used by the API too. */
export const serverMessages: TextsOf<typeof english> = messagesMy
