import { messages } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

/**
 * The shared catalogue (schema rules, server answers) as a texts object, so a form's page loads
 * its translation with its other texts and English pages carry no other language. Forms reach it
 * through lib/form-validation.ts, which finds a message by its English words.
 */
export const serverMessages = defineTexts('server-messages#serverMessages', messages)
