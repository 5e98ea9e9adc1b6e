import {
  type AdminArticle,
  type AdminArticleInput,
  AdminArticleInputSchema,
  type BlogCategory,
  type Image,
} from '@kyanma/shared'
import { z } from 'zod'
import { fromLocalInput, toLocalInput } from './local-date-time.ts'

export interface ArticleFormValues {
  title: string
  description: string
  author: string
  category: BlogCategory | ''
  /** The browser's local 'YYYY-MM-DDTHH:mm'. */
  blogDate: string
  content: string
  image: Image[]
  isPublished: boolean
}

export function toArticleInput(values: ArticleFormValues): AdminArticleInput {
  return {
    title: values.title,
    description: values.description,
    author: values.author,
    category: values.category as BlogCategory,
    blogDate: fromLocalInput(values.blogDate),
    content: values.content,
    imageId: values.image[0]?.id ?? null,
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
    description: article?.description ?? '',
    author: article?.author ?? '',
    category: (article?.category ?? '') as ArticleFormValues['category'],
    blogDate: toLocalInput(article?.blogDate ?? now.toISOString()),
    content: article?.content ?? '',
    image: article?.image ? [article.image] : [],
    isPublished: article?.isPublished ?? true,
  } satisfies ArticleFormValues
}
