import { Anchor, Skeleton } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'

// Fetched when a signed-in customer looks at the reviews, not with the page (customer-review.tsx).
const CustomerReview = lazy(() =>
  import('./customer-review.tsx').then((module) => ({ default: module.CustomerReview })),
)

/** Who is looking, as the page's route knows it ('unknown' on the server and until hydrated). */
export type Reviewer = 'unknown' | 'visitor' | 'customer'

/**
 * Above the reviews: a visitor gets a sign-in link that comes back to this product's reviews; a
 * customer gets the form if a delivered order held the product, the reason if not, or their own
 * review with Edit and Delete once written.
 */
export function ReviewCompose({ productId, reviewer }: { productId: number; reviewer: Reviewer }) {
  const texts = useTexts(infoTexts).reviews
  const { pathname, search } = useLocation()
  if (reviewer === 'unknown') return null
  if (reviewer === 'visitor')
    return (
      <Anchor component={Link} to={hrefs.login(`${pathname}${search}#reviews`)} fw={600}>
        {texts.signIn}
      </Anchor>
    )
  return (
    <Suspense fallback={<Skeleton height={40} />}>
      <CustomerReview productId={productId} />
    </Suspense>
  )
}
