import { PRESCRIPTION_OPTIONS } from '@kyanma/shared'
import { type ListingState, prescriptionChange } from '#app/features/catalog/listing-params.ts'
import type { ParamChanges } from '#app/lib/search-params.ts'
import { useTexts } from '#app/lib/texts.ts'
import { filters as filterTexts } from '#app/locales/en/filters.ts'
import { ChoiceButton } from './choice-button.tsx'
import { FilterSection } from './filter-section.tsx'
import classes from './filters.module.css'

const LABEL_KEYS = { undefined: 'both', true: 'required', false: 'notRequired' } as const

/** Both / Required / Not Required → no filter, needAttachment=true, needAttachment=false. */
export function PrescriptionFilter(props: {
  state: ListingState
  apply: (changes: ParamChanges) => void
}) {
  const texts = useTexts(filterTexts)
  return (
    <FilterSection title={texts.prescription}>
      <ul className={classes.choices}>
        {PRESCRIPTION_OPTIONS.map((option) => (
          <li key={option.label}>
            <ChoiceButton
              chosen={props.state.needAttachment === option.value}
              onClick={() => props.apply(prescriptionChange(option.value))}
            >
              {texts.prescriptionOptions[LABEL_KEYS[`${option.value}`]]}
            </ChoiceButton>
          </li>
        ))}
      </ul>
    </FilterSection>
  )
}
