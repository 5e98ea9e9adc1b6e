import type { Product } from '@kyanma/shared'
import { useTexts } from '#app/lib/texts.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'
import { AdditionalInfo } from './additional-info.tsx'
import { ProductTabs } from './product-tabs.tsx'
import type { Reviewer } from './review-compose.tsx'
import { ReviewList } from './review-list.tsx'
import { SupplementFactsPanel } from './supplement-facts-panel.tsx'

/** The spec's three tabs: Additional Info, Supplement Facts, Reviews. */
export function ProductDetailTabs({
  product,
  reviewer = 'unknown',
}: {
  product: Product
  /** Who is looking: the Reviews tab offers the form, the reason or the sign-in link. */
  reviewer?: Reviewer
}) {
  const texts = useTexts(infoTexts).tabs
  return (
    <ProductTabs
      label={texts.label}
      tabs={[
        {
          key: 'info',
          label: texts.additionalInfo,
          panel: <AdditionalInfo product={product} />,
        },
        {
          key: 'facts',
          label: texts.supplementFacts,
          panel: <SupplementFactsPanel facts={product.supplementFacts} />,
        },
        {
          key: 'reviews',
          label: texts.reviews,
          panel: <ReviewList productId={product.id} reviewer={reviewer} />,
        },
      ]}
    />
  )
}
