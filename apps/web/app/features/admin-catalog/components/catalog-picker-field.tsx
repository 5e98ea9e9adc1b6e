import type { SelectProps } from '@mantine/core'
import { IdSelectField } from '#app/components/form/select-field.tsx'
import { pickerSearch } from '../api/get-catalog-options.ts'

/**
 * A form's choice of a catalog record by id (a product's category or brand, a category's
 * parent), searchable by its name in either language (`pickerSearch`). An `optional` one can be
 * cleared to none (null); a required one stays 0 until chosen, which the form's schema refuses.
 */
export function CatalogPickerField({
  name,
  optional = false,
  ...props
}: { name: string; optional?: boolean } & SelectProps) {
  return (
    <IdSelectField
      name={name}
      cleared={optional ? null : 0}
      searchable
      clearable={optional}
      filter={pickerSearch}
      {...props}
    />
  )
}
