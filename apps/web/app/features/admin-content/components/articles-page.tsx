import type { AdminArticleSummary } from '@kyanma/shared'
import { Anchor } from '@mantine/core'
import { AddButton } from '#app/components/admin/add-button.tsx'
import { AdminListPage } from '#app/components/admin/admin-list-page.tsx'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { flagColumn, sortableDateColumn } from '#app/components/admin/common-columns.tsx'
import type { DataColumn } from '#app/components/admin/data-table.tsx'
import { useTableParams } from '#app/components/admin/use-table-params.ts'
import { WithBurmese } from '#app/components/admin/with-burmese.tsx'
import { Link } from '#app/components/link.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { type Formatters, useFormat } from '#app/lib/use-format.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import { articles } from '#app/locales/en/articles.ts'
import { useArticleList } from '../api/list-articles.ts'

/** The table's columns in the page's language. */
function articleColumns(
  texts: typeof adminContent.articles,
  common: typeof adminCommon,
  format: Formatters,
  categoryNames: Record<string, string>,
): DataColumn<AdminArticleSummary>[] {
  return [
    {
      key: 'title',
      label: texts.columns.title,
      sortable: true,
      render: (row) => (
        <WithBurmese burmese={row.titleMy}>
          <Anchor component={Link} to={adminPaths.article(row.id)}>
            {row.title}
          </Anchor>
        </WithBurmese>
      ),
    },
    {
      key: 'category',
      label: texts.columns.category,
      sortable: true,
      render: (row) => categoryNames[row.category] ?? row.category,
    },
    { key: 'author', label: texts.columns.author, render: (row) => row.author },
    sortableDateColumn('blogDate', texts.columns.blogDate, format.longDate, (row) => row.blogDate),
    flagColumn(common, texts.columns.status, (row) => row.isPublished, {
      on: texts.published,
      off: texts.draft,
    }),
  ]
}

/** /admin/articles: every article, drafts included; a title opens its editor. */
export function ArticlesPage() {
  const texts = useTexts(adminContent).articles
  const columns = articleColumns(
    texts,
    useTexts(adminCommon),
    useFormat(),
    useTexts(articles).categoryNames,
  )
  const table = useTableParams({ sort: 'blogDate' })
  const list = useArticleList(table.params)
  return (
    <AdminListPage
      title={texts.title}
      actions={<AddButton label={texts.add} to={adminPaths.newArticle} />}
      list={list}
      table={table}
      columns={columns}
      searchPlaceholder={texts.searchPlaceholder}
    />
  )
}
