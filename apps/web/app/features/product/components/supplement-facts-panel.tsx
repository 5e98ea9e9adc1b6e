import type { SupplementFacts } from '@kyanma/shared'
import { Text } from '@mantine/core'
import { InLanguage } from '#app/lib/in-language.tsx'
import { type TextLanguages, useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'
import classes from './supplement-facts-panel.module.css'

/** Supplement facts are written in English only (decision 039): marked so on a Burmese page. */
const FACTS_TEXTS: TextLanguages = { language: 'en' }

/** The label's Supplement Facts panel, or a calm note for products that have none. */
export function SupplementFactsPanel({ facts }: { facts: SupplementFacts | null }) {
  const texts = useTexts(infoTexts).facts
  const format = useFormat()
  const factsLang = useLangOf()(FACTS_TEXTS, 'facts')
  if (!facts || facts.rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="supplement-facts">
        {texts.none}
      </Text>
    )
  }
  const anyWithout = facts.rows.some((row) => row.dailyValue === null)
  return (
    <div className={classes.panel} data-testid="supplement-facts">
      <p className={classes.serving}>
        <span>
          {texts.servingSize}: <strong lang={factsLang}>{facts.servingSize}</strong>
        </span>
        {facts.servingsPerContainer !== null && (
          <span>
            {texts.servingsPerContainer}:{' '}
            <strong>{format.number(facts.servingsPerContainer)}</strong>
          </span>
        )}
      </p>
      <table className={classes.table}>
        <thead>
          <tr>
            <th scope="col">{texts.amountPerServing}</th>
            <th scope="col" className={classes.number} />
            <th scope="col" className={classes.number}>
              {texts.dailyValue}
            </th>
          </tr>
        </thead>
        <tbody>
          {facts.rows.map((row) => (
            <tr key={row.nutrient}>
              <th scope="row" lang={factsLang}>
                {row.nutrient}
              </th>
              <td className={classes.number}>
                {format.decimal(row.amount, 2)} {row.unit}
              </td>
              <td className={classes.number}>
                {row.dailyValue === null ? '†' : `${format.number(row.dailyValue)}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {anyWithout && <p className={classes.note}>{texts.notEstablished}</p>}
      {facts.otherIngredients && (
        <p className={classes.note}>
          <strong>{texts.otherIngredients}:</strong>{' '}
          <InLanguage lang={factsLang}>{facts.otherIngredients}</InLanguage>
        </p>
      )}
    </div>
  )
}
