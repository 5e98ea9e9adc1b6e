import {
  type AdminArticle,
  type AdminArticleInput,
  AdminArticleInputSchema,
  type BlogCategory,
  type Image,
} from '@kyanma/shared'
import { z } from 'zod'
import { chosenPictureId, pictureListOf } from '#app/components/admin/picture-field.tsx'
import { fromLocalInput, toLocalInput } from './local-date-time.ts'

/** The Burmese versions are '' when not written ('' clears a stored one). */
export interface ArticleFormValues {
  title: string
  titleMy: string
  description: string
  descriptionMy: string
  author: string
  category: BlogCategory | ''
  /** The browser's local 'YYYY-MM-DDTHH:mm'. */
  blogDate: string
  content: string
  contentMy: string
  image: Image[]
  isPublished: boolean
}

export function toArticleInput(values: ArticleFormValues): AdminArticleInput {
  return {
    title: values.title,
    titleMy: values.titleMy,
    description: values.description,
    descriptionMy: values.descriptionMy,
    author: values.author,
    category: values.category as BlogCategory,
    blogDate: fromLocalInput(values.blogDate),
    content: values.content,
    contentMy: values.contentMy,
    imageId: chosenPictureId(values.image),
    isPublished: values.isPublished,
  }
}

/** The shared rules on what the form would send, so messages match the server's. */
export const ArticleFormSchema = z.preprocess(
  (values) => toArticleInput(values as ArticleFormValues),
  AdminArticleInputSchema,
)

export function articleFormValues(article: AdminArticle | null, now = new Date()) {
  return {
    title: article?.title ?? '',
    titleMy: article?.titleMy ?? '',
    description: article?.description ?? '',
    descriptionMy: article?.descriptionMy ?? '',
    author: article?.author ?? '',
    category: (article?.category ?? '') as ArticleFormValues['category'],
    blogDate: toLocalInput(article?.blogDate ?? now.toISOString()),
    content: article?.content ?? '',
    contentMy: article?.contentMy ?? '',
    image: pictureListOf(article?.image),
    isPublished: article?.isPublished ?? true,
  } satisfies ArticleFormValues
}
