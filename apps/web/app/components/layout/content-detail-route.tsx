import type { Image } from '@kyanma/shared'
import { type DehydratedState, HydrationBoundary, useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { productListQuery } from '#app/features/catalog/api/get-products.ts'
import { RECOMMENDED } from '#app/features/catalog/components/recommended-products.tsx'
import {
  type contentDetailQuery,
  detailPageMeta,
  type FetchDetail,
  orNotFound,
} from '#app/lib/detail-page.ts'
import type { MetaContext } from '#app/lib/seo.ts'
import { useTexts } from '#app/lib/texts.ts'
import { ContentDetailPage } from './content-detail-page.tsx'

/** What an article's or an announcement's head needs, without the content (it would travel twice). */
export interface ContentHead {
  title: string
  description: string
  image?: { url: string; alt: string }
}

type Content = { title: string; description: string }

interface ContentKind<Item extends Content> {
  /** The record's query; the page reads what the loader put in the cache under it. */
  query: ReturnType<typeof contentDetailQuery<Item>>
  /** The picture link previews show. */
  picture: (item: Item) => Image | null
  /** The record's part of the page (ArticleDetail, AnnouncementDetail). */
  render: (item: Item) => ReactNode
  /** The kind's texts, whose 'YOU MAY ALSO LIKE' titles the products under the record. */
  texts: { youMayAlsoLike: string }
}

/**
 * The parts of an article's or an announcement's route module (routes/article-detail.tsx,
 * routes/announcement-detail.tsx): the same loaders, head, hydration and page (the record, then
 * the products shoppers may also like), each with its own record. The loader itself stays in the
 * route file: it calls server-only code.
 */
export function contentDetailRoute<Item extends Content>(kind: ContentKind<Item>) {
  const fetchHead: FetchDetail<ContentHead> = (id, queryClient, api) =>
    orNotFound(async () => {
      const item = await queryClient.fetchQuery(kind.query(id, api))
      const picture = kind.picture(item)
      return {
        title: item.title,
        description: item.description,
        image: picture ? { url: picture.urls.public, alt: picture.alt || item.title } : undefined,
      }
    })

  function meta(args: MetaContext & { loaderData?: { head: ContentHead } }) {
    const head = args.loaderData?.head
    return detailPageMeta(
      args,
      head && {
        title: head.title,
        description: head.description,
        image: head.image?.url,
        imageAlt: head.image?.alt ?? head.title,
        type: 'article',
      },
    )
  }

  function Page({ id }: { id: number }) {
    const item = useSuspenseQuery(kind.query(id)).data
    const texts = useTexts(kind.texts)
    return (
      <ContentDetailPage youMayAlsoLike={texts.youMayAlsoLike}>
        {kind.render(item)}
      </ContentDetailPage>
    )
  }

  /** The record comes with the HTML; a missing one is the layout's 404. */
  function Component({
    loaderData,
  }: {
    loaderData: { id: number; dehydratedState: DehydratedState }
  }) {
    return (
      <HydrationBoundary state={loaderData.dehydratedState}>
        <Page key={loaderData.id} id={loaderData.id} />
      </HydrationBoundary>
    )
  }

  /**
   * The server's loader: the head, and the recommended products for the HTML, fetched together.
   * A browser's visit (clientLoader) leaves those to the section, which asks when it nears the
   * screen; the next page then waits for nothing but its record.
   */
  const fetchWithRecommendations: FetchDetail<ContentHead> = async (id, queryClient, api) => {
    const [head] = await Promise.all([
      fetchHead(id, queryClient, api),
      // A failure leaves the list out of the cache; the section then asks from the browser.
      queryClient.prefetchQuery(productListQuery(RECOMMENDED, api)),
    ])
    return head
  }

  return { fetchHead, fetchWithRecommendations, meta, Component }
}
