import { Container, Text, Title } from '@mantine/core'
import { HydrationBoundary, type QueryClient } from '@tanstack/react-query'
import { brandListQuery } from '../features/catalog/api/get-brands.ts'
import { BrandGrid } from '../features/catalog/components/brands/brand-grid.tsx'
import type { ApiFetch } from '../lib/api-client.ts'
import { languageOfPath } from '../lib/language.ts'
import { prefetchOnServer } from '../lib/prefetch.server.ts'
import { prefetchInBrowser } from '../lib/prefetch.ts'
import { seoMeta } from '../lib/seo.ts'
import { textsIn, useTexts } from '../lib/texts.ts'
import { listing as listingEnglish } from '../locales/en/listing.ts'
import type { Route } from './+types/brands'

// One page of the largest size holds every brand of a shop this size.
const ALL_BRANDS = {}

function prefetchBrands(queryClient: QueryClient, api?: ApiFetch) {
  return queryClient.prefetchQuery(brandListQuery(ALL_BRANDS, api))
}

export async function loader({ context }: Route.LoaderArgs) {
  return prefetchOnServer(context, prefetchBrands)
}

export async function clientLoader() {
  return prefetchInBrowser(prefetchBrands)
}

export function meta(args: Route.MetaArgs) {
  const listingTexts = textsIn(languageOfPath(args.location.pathname), listingEnglish)
  return seoMeta(args, {
    title: listingTexts.brandsPage.heading,
    description: listingTexts.meta.brandsDescription,
  })
}

/** /brands: every brand, each leading to /products?type=BRAND&referenceId={id} (decision 006). */
export default function Brands({ loaderData }: Route.ComponentProps) {
  const page = useTexts(listingEnglish).brandsPage
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Container size="lg" py="lg">
        <Title order={1} size="h2">
          {page.heading}
        </Title>
        <Text c="dimmed" mt={4} mb="lg">
          {page.intro}
        </Text>
        <BrandGrid params={ALL_BRANDS} />
      </Container>
    </HydrationBoundary>
  )
}
