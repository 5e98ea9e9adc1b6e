import { optionMatches, type SelectOption } from '@kyanma/shared'
import { ComboboxChevron, TextInput } from '@mantine/core'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import classes from './searchable-select.module.css'

export interface SearchableSelectProps {
  label: ReactNode
  options: readonly SelectOption[]
  /** The chosen option's value; '' or null when none is chosen. */
  value: string | null | undefined
  onChange: (value: string | null) => void
  /** Shown when the typed text matches no option (spec section 8: 'Nothing Found'). */
  nothingFound: string
  placeholder?: string
  error?: ReactNode
  required?: boolean
  onBlur?: () => void
}

/**
 * A select whose options narrow as the customer types (label or keywords), for long lists such
 * as Myanmar's townships. Written on a plain input and list (WAI-ARIA combobox pattern) rather
 * than Mantine's Select: that one brings a positioning library (about 8 KB compressed) into the
 * Mantine code the public pages share. The list opens under the input, at most 300 px high
 * (spec section 9). Leaving the input keeps the chosen option, or none if the text was emptied.
 */
/** The options the text finds, those whose label starts with it first ('ka': Kamayut, Kayan...). */
function matching(options: readonly SelectOption[], search: string): readonly SelectOption[] {
  const wanted = search.trim().toLocaleLowerCase('en')
  const found = options.filter((option) => optionMatches(option, search))
  const starts = (option: SelectOption) => option.label.toLocaleLowerCase('en').startsWith(wanted)
  return [...found.filter(starts), ...found.filter((option) => !starts(option))]
}

export function SearchableSelect(props: SearchableSelectProps) {
  const listId = useId()
  const chosen = props.options.find((option) => option.value === props.value)
  const [open, setOpen] = useState(false)
  // What the customer typed since the list opened; null until they type (all options show).
  const [search, setSearch] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const shown = useMemo(
    () => (search === null ? props.options : matching(props.options, search)),
    [props.options, search],
  )

  const optionId = (index: number) => `${listId}-${index}`
  // The option reached with the arrow keys stays in view.
  useEffect(() => {
    if (open) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [open, active, listId])

  /** Opens the list: at the chosen option when nothing is typed, else at the first match. */
  const show = (text: string | null) => {
    setOpen(true)
    setSearch(text)
    setActive(text === null && chosen ? props.options.indexOf(chosen) : 0)
  }
  const hide = () => {
    setOpen(false)
    setSearch(null)
  }
  const choose = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return
    props.onChange(option.value)
    hide()
  }
  /** Leaving the input: an emptied text means "none"; anything else keeps the chosen option. */
  const leave = () => {
    if (search?.trim() === '' && chosen) props.onChange(null)
    hide()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) return show(null)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      choose(shown[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      hide()
    }
  }

  return (
    <div className={classes.box}>
      <TextInput
        label={props.label}
        placeholder={props.placeholder}
        error={props.error}
        required={props.required}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        autoComplete="off"
        value={search ?? chosen?.label ?? ''}
        onChange={(event) => show(event.currentTarget.value)}
        onClick={() => !open && show(null)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          leave()
          props.onBlur?.()
        }}
        rightSection={<ComboboxChevron aria-hidden="true" />}
        rightSectionPointerEvents="none"
      />
      <div id={listId} role="listbox" className={classes.list} hidden={!open}>
        {!open ? null : shown.length === 0 ? (
          <div className={classes.empty}>{props.nothingFound}</div>
        ) : (
          shown.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (aria-activedescendant); options never take focus
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === chosen?.value}
              aria-disabled={option.disabled || undefined}
              data-active={index === active || undefined}
              className={classes.option}
              // Keep the focus in the input, so choosing does not count as leaving it.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option.label}
            </div>
          ))
        )}
      </div>
    </div>
  )
}
