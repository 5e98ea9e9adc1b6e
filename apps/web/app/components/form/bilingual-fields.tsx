import type { TextareaProps, TextInputProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { TextareaField, TextField } from './text-field.tsx'

/**
 * A text of the catalogue or the content in English and in Burmese: the values `name` and
 * `${name}My`, labelled by the texts file's keys of the same names. Only the English box can be
 * asked for (`required`, `withAsterisk`); the Burmese one is marked lang="my" (its font and line
 * height) and may stay empty: shoppers reading Burmese then see the English text. The two boxes
 * go side by side in the caller's grid (stacked on a phone).
 */
interface BilingualProps<Name extends string> {
  name: Name
  labels: Record<Name | `${Name}My`, string>
}

type Asked = { required?: boolean; withAsterisk?: boolean }
type Field<Props> = (props: Props & { name: string; label: string; lang?: string }) => ReactNode

function FieldPair<Props extends Asked>(pair: {
  field: Field<Props>
  name: string
  labels: Record<string, string>
  props: Props
}) {
  const { field: Box, name, labels } = pair
  const { required, withAsterisk, ...both } = pair.props
  const burmese = `${name}My`
  return (
    <>
      <Box
        {...(both as Props)}
        name={name}
        label={labels[name] ?? ''}
        required={required}
        withAsterisk={withAsterisk}
      />
      <Box {...(both as Props)} name={burmese} label={labels[burmese] ?? ''} lang="my" />
    </>
  )
}

type Without<Props> = Omit<Props, 'name' | 'label' | 'lang'>

/** One line of text in English and in Burmese (a name, a title). */
export function BilingualTextFields<Name extends string>(
  props: BilingualProps<Name> & Without<TextInputProps>,
) {
  const { name, labels, ...rest } = props
  return <FieldPair field={TextField} name={name} labels={labels} props={rest} />
}

/** Several lines of text in English and in Burmese (a description). */
export function BilingualTextareaFields<Name extends string>(
  props: BilingualProps<Name> & Without<TextareaProps>,
) {
  const { name, labels, ...rest } = props
  return <FieldPair field={TextareaField} name={name} labels={labels} props={rest} />
}
