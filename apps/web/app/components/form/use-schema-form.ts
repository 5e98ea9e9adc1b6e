import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form'
import { useLocalizedValidate, useSchemaValidate } from '#app/lib/form-validation.ts'
import { confirmationError } from './password-confirmation.ts'

type Rule<Values> = (values: Values) => FormErrors
type Key<Values> = keyof Values & string

interface SchemaFormOptions<Values> {
  initialValues: Values
  /** The shared schema the API checks too: its rule, its messages in the page's language. */
  schema?: Parameters<typeof useSchemaValidate>[0]
  /** Or a rule of the form's own (a checkout's choice-dependent fields), in the catalogue's English. */
  validate?: Rule<Values>
  /**
   * A password and the field that must repeat it: the confirmation says only whether it
   * matches, and is checked again when the password changes.
   */
  confirmation?: { password: Key<Values>; confirmation: Key<Values> }
  /**
   * When a field's message shows: as it is typed (the default, the shop's forms), when the field
   * is left (the back office's long forms, where a half-typed code is not yet wrong), or only
   * when the form is sent (the review, the back office's short modals).
   */
  validateOn?: 'change' | 'blur' | 'submit'
}

const noRule = () => ({})

/**
 * Mantine's form state with the shop's rules: the shared schema (or the form's own rule) checks
 * each field as it changes and its messages show in the page's language. Fields of the kit
 * (`TextField`, `PhoneField`…) inside a `KitForm` bound to it show value and message by key.
 */
// biome-ignore lint/suspicious/noExplicitAny: Mantine's own bound, which interfaces meet
export function useSchemaForm<Values extends Record<string, any>>(
  options: SchemaFormOptions<Values>,
): UseFormReturnType<Values> {
  const { confirmation } = options
  const schemaRule = useSchemaValidate(options.schema ?? null) as Rule<Values>
  const ownRule = useLocalizedValidate(options.validate ?? noRule)
  const confirmationRule = useLocalizedValidate((values: Values) => {
    if (!confirmation) return {}
    const password = String(values[confirmation.password])
    const message = confirmationError(password, String(values[confirmation.confirmation]))
    return message ? { [confirmation.confirmation]: message } : {}
  })
  const form = useForm<Values>({
    initialValues: options.initialValues,
    validate: (values) => {
      const errors = { ...schemaRule(values), ...ownRule(values) }
      // The schema's own word on the confirmation gives way to "matches or not".
      if (confirmation) delete errors[confirmation.confirmation]
      return { ...errors, ...confirmationRule(values) }
    },
    validateInputOnChange: (options.validateOn ?? 'change') === 'change',
    validateInputOnBlur: options.validateOn === 'blur',
    onValuesChange: (values, previous) => {
      if (!confirmation) return
      const { password, confirmation: repeated } = confirmation
      if (values[password] !== previous[password] && values[repeated]) form.validateField(repeated)
    },
  })
  return form
}
