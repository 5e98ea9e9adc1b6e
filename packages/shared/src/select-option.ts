/**
 * A choice in a searchable select (spec section 3): what it shows, what it stores, more words
 * that find it when typed, and whether it can be picked.
 */
export interface SelectOption {
  label: string
  value: string
  keywords?: readonly string[]
  disabled?: boolean
}

/** Whether `search` (as typed) finds the option by its label or one of its keywords. */
export function optionMatches(option: SelectOption, search: string): boolean {
  const wanted = search.trim().toLocaleLowerCase('en')
  if (!wanted) return true
  return [option.label, ...(option.keywords ?? [])].some((word) =>
    word.toLocaleLowerCase('en').includes(wanted),
  )
}
