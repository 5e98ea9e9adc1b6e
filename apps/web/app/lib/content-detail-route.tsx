import type { Image } from '@kyanma/shared'
import {
  type DehydratedState,
  type FetchQueryOptions,
  HydrationBoundary,
  type QueryKey,
} from '@tanstack/react-query'
import type { ComponentType } from 'react'
import type { ApiFetch } from './api-client.ts'
import { detailPageMeta, type FetchDetail, orNotFound } from './detail-page.ts'
import type { MetaContext } from './seo.ts'

/** What an article's or an announcement's head needs, without the content (it would travel twice). */
export interface ContentHead {
  title: string
  description: string
  image?: { url: string; alt: string }
}

type Content = { title: string; description: string }

interface ContentKind<Item extends Content, Key extends QueryKey> {
  query: (id: number, api?: ApiFetch) => FetchQueryOptions<Item, unknown, Item, Key>
  /** The picture link previews show. */
  picture: (item: Item) => Image | null
  /** The page under the layout, reading the record the loader put in the query cache. */
  Page: ComponentType<{ id: number }>
}

/**
 * The parts of an article's or an announcement's route module (routes/article-detail.tsx,
 * routes/announcement-detail.tsx): the same loaders, head and hydration, each with its own
 * record. The loader itself stays in the route file: it calls server-only code.
 */
export function contentDetailRoute<Item extends Content, Key extends QueryKey>(
  kind: ContentKind<Item, Key>,
) {
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

  /** The record comes with the HTML; a missing one is the layout's 404. */
  function Component({
    loaderData,
  }: {
    loaderData: { id: number; dehydratedState: DehydratedState }
  }) {
    return (
      <HydrationBoundary state={loaderData.dehydratedState}>
        <kind.Page key={loaderData.id} id={loaderData.id} />
      </HydrationBoundary>
    )
  }

  return { fetchHead, meta, Component }
}
