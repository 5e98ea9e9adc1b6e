import { optionMatches, type SelectOption } from '@kyanma/shared'
import { type ComboboxItem, type OptionsFilter, Select, type SelectProps } from '@mantine/core'
import { useMemo } from 'react'
import { addresses as texts } from '../../../locales/en/addresses.ts'

/**
 * A searchable select of places (spec sections 2 and 8): typing narrows the list by name or by
 * an option's keywords (a township's district), 'Nothing Found' when nothing matches; the list
 * is at most 300 px high (section 9).
 */
export function PlaceSelect({
  options,
  value,
  ...props
}: Omit<SelectProps, 'data' | 'value'> & { options: SelectOption[]; value?: string }) {
  const filter = useMemo<OptionsFilter>(() => {
    const byValue = new Map(options.map((option) => [option.value, option]))
    return ({ options: items, search }) =>
      (items as ComboboxItem[]).filter((item) => {
        const option = byValue.get(item.value)
        return option ? optionMatches(option, search) : false
      })
  }, [options])
  return (
    <Select
      {...props}
      data={options.map(({ label, value: optionValue, disabled }) => ({
        label,
        value: optionValue,
        disabled: disabled ?? false,
      }))}
      value={value || null}
      filter={filter}
      searchable
      clearable
      nothingFoundMessage={texts.nothingFound}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
