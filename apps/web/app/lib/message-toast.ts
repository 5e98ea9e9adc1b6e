import type { Language, MessageKey } from '@kyanma/shared'
import { textsWhenLoaded } from '../locales/texts-registry.ts'
import { notify } from './notify.ts'

/**
 * A success toast saying one of the shared messages (packages/shared messages.ts) in `language`,
 * for code that has only its key (lib/next-page-toast.ts). Loaded only then, with the catalogue; a
 * key it does not know shows nothing.
 */
export async function successMessage(language: Language, key: string) {
  const { serverMessages } = await import('../locales/en/server-messages.ts')
  const words = (await textsWhenLoaded(language, serverMessages))[key as MessageKey]
  if (typeof words === 'string') await notify.success(words)
}
