import type { UseFormReturnType } from '@mantine/form'
import { type ComponentProps, createContext, useContext } from 'react'

/**
 * The form the kit's fields are bound to. Fields name their value by its key in the form's
 * values (the shared schema's key), so a field is one line: its label and its key.
 */
// biome-ignore lint/suspicious/noExplicitAny: the fields read any form's values by key
type BoundForm = UseFormReturnType<any>

const KitFormContext = createContext<BoundForm | null>(null)

/**
 * A `<form>` whose fields are the kit's. The browser's own checks are off (`noValidate`): the
 * shared schema is the rule and says it in the page's language. Sections drawn in files of their
 * own (the checkout's delivery and payment) are inside it and bind their fields the same way.
 */
export function KitForm({
  form,
  ...props
}: { form: BoundForm } & Omit<ComponentProps<'form'>, 'noValidate'>) {
  return (
    <KitFormContext.Provider value={form}>
      <form noValidate {...props} />
    </KitFormContext.Provider>
  )
}

/** The form around a field; a field outside one is a mistake in the code, said at once. */
export function useBoundForm(): BoundForm {
  const form = useContext(KitFormContext)
  if (!form) throw new Error('A form field is outside a KitForm')
  return form
}

/**
 * What a field gives its input for the value under `name`: value, onChange, the schema's message
 * (already in the page's language) and focus handling. A key the form does not have is a typo.
 */
export function useFieldProps(name: string, options?: { type: 'checkbox' }) {
  const form = useBoundForm()
  if (!(name in form.getValues())) throw new Error(`The form has no field '${name}'`)
  return form.getInputProps(name, options)
}

/**
 * For a value its input shows in another form: a nullable number or date (null in the values,
 * an empty box on the screen) or an id chosen in a Select (a number in the values, a string in
 * the Select). `show` turns the value into what the input shows; `store` turns what the input's
 * onChange gives (a value or an event) back into the value.
 */
export function useConvertedFieldProps<Value, Shown, Changed>(
  name: string,
  convert: { show: (value: Value) => Shown; store: (changed: Changed) => Value },
) {
  const props = useFieldProps(name)
  return {
    ...props,
    value: convert.show(props.value as Value),
    onChange: (changed: Changed) => props.onChange(convert.store(changed)),
  }
}
