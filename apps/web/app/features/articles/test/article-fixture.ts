import type { Article, ArticleSummary } from '@kyanma/shared'
import { imageFixture } from '#test/image-fixture.ts'

const image = imageFixture(3, 'article-3', 'Fresh fruit on a table')

/** An article summary as GET /public/blog/news lists it. */
export function articleSummaryFixture(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 3,
    title: 'Five foods that help you through the rainy season',
    description:
      'Ginger, citrus and leafy greens: what to eat when the monsoon brings colds, and why it helps your immune system stay strong.',
    author: 'Dr. Aye Aye Thant',
    category: 'Seasonal Health',
    blogDate: '2025-03-01T03:00:00.000Z',
    image,
    ...overrides,
  }
}

/** The article as GET /public/blog/news/{id} answers it. */
export function articleFixture(overrides: Partial<Article> = {}): Article {
  return {
    ...articleSummaryFixture(),
    content: '<h2>Why the season matters</h2><p>Rain brings <strong>colds</strong>.</p>',
    ...overrides,
  }
}
