import { Container, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { RecommendedProducts } from '#app/features/catalog/components/recommended-products.tsx'

/**
 * The page of an article or an announcement: the content, then (spec section 2) products under
 * the page's 'YOU MAY ALSO LIKE' title, which load in the browser.
 */
export function ContentDetailPage({
  children,
  youMayAlsoLike,
}: {
  children: ReactNode
  youMayAlsoLike: string
}) {
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        {children}
        <RecommendedProducts title={youMayAlsoLike} />
      </Stack>
    </Container>
  )
}
