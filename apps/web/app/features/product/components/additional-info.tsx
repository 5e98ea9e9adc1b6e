import { formatLongDate, type Product, productLabel } from '@kyanma/shared'
import { productDetail as productTexts } from '../../../locales/en/product.ts'
import classes from './info-table.module.css'

const kilograms = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 })

/**
 * Expiry date ('D MMMM, YYYY'), the real shipping weight in kg, and pack size and strength on
 * their own rows. (The spec's original printed tabletCount as the shipping weight.)
 */
export function AdditionalInfo({ product }: { product: Product }) {
  const texts = productTexts.info
  const strength = productLabel({ ...product, tabletCount: null, unitForm: null })
  const packSize = productLabel({ ...product, potency: null, potencyUnit: null })
  const rows: [string, string][] = [
    [
      texts.expiry,
      product.nearestExpiredDate ? formatLongDate(product.nearestExpiredDate) : texts.noExpiry,
    ],
    [texts.shippingWeight, `${kilograms.format(product.shippingWeight)} kg`],
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
