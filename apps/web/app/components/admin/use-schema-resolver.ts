import { type Language, translateMessage } from '@kyanma/shared'
import { type FormErrors, schemaResolver } from '@mantine/form'
import { useLanguage } from '../../lib/language.ts'

type Schema = Parameters<typeof schemaResolver>[0]

/**
 * `schemaResolver(schema, { sync: true })` whose messages read in the page's language: the shared
 * schemas carry the English catalogue texts, which translateMessage turns into Burmese on a
 * Burmese page (English pages get them untouched).
 */
export function useSchemaResolver(schema: Schema): (values: unknown) => FormErrors {
  const language = useLanguage()
  const resolve = schemaResolver(schema, { sync: true })
  return (values) => errorsIn(resolve(values), language)
}

/** Each field's message in `language`; anything that is not a text stays as it is. */
export function errorsIn(errors: FormErrors, language: Language): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      typeof error === 'string' ? translateMessage(error, language) : error,
    ]),
  )
}
