import { messagePairs, messages, messageTranslator } from '@kyanma/shared'
import { type FormErrors, schemaResolver } from '@mantine/form'
import { useMemo } from 'react'
import { serverMessages } from '../locales/en/server-messages.ts'
import { useTexts } from './texts.ts'

/**
 * The shared schemas and the server write their messages in English (one catalogue, both ends);
 * forms show them in the page's language. A message is found by its English words, as the API
 * does (shared message-translator.ts); anything else (the validator's own words) stays as it is.
 */

type Translate = (text: string) => string
type Schema = Parameters<typeof schemaResolver>[0]

const keepAsIs: Translate = (text) => text
const translators = new WeakMap<object, Translate>()

function translatorFor(translated: typeof messages): Translate {
  if (translated === messages) return keepAsIs
  let translate = translators.get(translated)
  if (!translate) {
    const find = messageTranslator(messagePairs(messages, translated))
    translate = (text) => find(text) ?? text
    translators.set(translated, translate)
  }
  return translate
}

/** Turns a catalogue message (a schema's, the server's) into the page's language. */
export function useServerMessage(): Translate {
  return translatorFor(useTexts(serverMessages))
}

/** The errors' texts in the language `translate` gives; other values (elements) as they are. */
export function translateErrors(errors: FormErrors, translate: Translate): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? translate(error) : error,
    ]),
  )
}

/** A form's `validate` whose messages show in the page's language. */
export function useLocalizedValidate<Values>(
  validate: (values: Values) => FormErrors,
): (values: Values) => FormErrors {
  const translate = useServerMessage()
  return (values) => translateErrors(validate(values), translate)
}

const noErrors = (): FormErrors => ({})

/**
 * `validate: useSchemaValidate(Schema)`: the shared schema's rule, its messages in the page's
 * language. No schema, no rule (a form with a rule of its own: useSchemaForm).
 */
export function useSchemaValidate(schema: Schema | null): (values: unknown) => FormErrors {
  const validate = useMemo(
    () => (schema ? schemaResolver(schema, { sync: true }) : noErrors),
    [schema],
  )
  return useLocalizedValidate(validate)
}
