import { burmeseDigits, type Language, type Product, productLabel } from '@kyanma/shared'
import { useTexts } from '../../../lib/texts.ts'
import { useFormat } from '../../../lib/use-format.ts'
import { productDetail as productTexts } from '../../../locales/en/product.ts'
import classes from './info-table.module.css'

// Intl's 'my' writes Myanmar digits; the weight keeps English's grouping and 3 decimals.
const kilograms: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }),
  my: new Intl.NumberFormat('my', { maximumFractionDigits: 3 }),
}

/** productLabel writes Latin digits ("500 mg"); a Burmese page shows Myanmar ones. */
const inPageDigits = (language: Language, text: string) =>
  language === 'my' ? burmeseDigits(text) : text

/**
 * Expiry date ('D MMMM, YYYY'), the real shipping weight in kg, and pack size and strength on
 * their own rows. (The spec's original printed tabletCount as the shipping weight.)
 */
export function AdditionalInfo({ product }: { product: Product }) {
  const texts = useTexts(productTexts).info
  const format = useFormat()
  const strength = inPageDigits(
    format.language,
    productLabel({ ...product, tabletCount: null, unitForm: null }),
  )
  const packSize = inPageDigits(
    format.language,
    productLabel({ ...product, potency: null, potencyUnit: null }),
  )
  const rows: [string, string][] = [
    [
      texts.expiry,
      product.nearestExpiredDate ? format.longDate(product.nearestExpiredDate) : texts.noExpiry,
    ],
    [texts.shippingWeight, `${kilograms[format.language].format(product.shippingWeight)} kg`],
  ]
  if (packSize) rows.push([texts.packSize, packSize])
  if (strength) rows.push([texts.strength, strength])
  rows.push([texts.prescription, product.needAttachment ? texts.required : texts.notRequired])
  return (
    <table className={classes.table} data-testid="additional-info">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
