import { type Product, productLabel } from '@kyanma/shared'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'
import classes from './info-table.module.css'

/**
 * Expiry date ('D MMMM, YYYY'), the real shipping weight in kg, and pack size and strength on
 * their own rows. (The spec's original printed tabletCount as the shipping weight.)
 */
export function AdditionalInfo({ product }: { product: Product }) {
  const texts = useTexts(infoTexts).info
  const format = useFormat()
  const strength = format.digits(productLabel({ ...product, tabletCount: null, unitForm: null }))
  const { unitForms } = useTexts()
  const packSize = format.digits(
    productLabel({ ...product, potency: null, potencyUnit: null }, unitForms),
  )
  const rows: [string, string][] = [
    [
      texts.expiry,
      product.nearestExpiredDate ? format.longDate(product.nearestExpiredDate) : texts.noExpiry,
    ],
    [texts.shippingWeight, `${format.decimal(product.shippingWeight, 3)} kg`],
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
