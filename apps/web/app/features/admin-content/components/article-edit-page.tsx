import type { AdminArticle } from '@kyanma/shared'
import { Anchor, Button, Group, Loader, Text } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { useParams } from 'react-router'
import { adminPaths } from '#app/components/admin/admin-nav.ts'
import { AdminPage } from '#app/components/admin/admin-page.tsx'
import { Link, useNavigate } from '#app/components/link.tsx'
import { hrefs } from '#app/config/paths.ts'
import { useLocalePath } from '#app/lib/language.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import { useAdminArticle } from '../api/get-article.ts'
import { useSaveArticle } from '../api/save-article.ts'
import { ArticleForm } from './article-form.tsx'

/** /admin/articles/new and /admin/articles/:id: the article form; after saving, a preview link. */
export function ArticleEditPage() {
  const common = useTexts(adminCommon)
  const { id } = useParams()
  if (id === undefined) return <ArticleEditor article={null} />
  const articleId = Number(id)
  // An address that cannot name an article is no page (and asks the server nothing).
  if (!Number.isInteger(articleId) || articleId < 1) return <Text>{common.notFound}</Text>
  return <ExistingArticle id={articleId} key={articleId} />
}

function ExistingArticle({ id }: { id: number }) {
  const common = useTexts(adminCommon)
  const article = useAdminArticle(id)
  if (article.isError) return <Text c="red">{article.error.message}</Text>
  if (!article.data) return <Loader aria-label={common.loading} />
  // A save replaces the cached article with what the server stored (sanitized): the form starts
  // again from that, so staff see what shoppers will.
  return <ArticleEditor article={article.data} key={article.dataUpdatedAt} />
}

function ArticleEditor({ article }: { article: AdminArticle | null }) {
  const texts = useTexts(adminContent).articles
  // The preview opens the shop in the language the back office is read in.
  const localePath = useLocalePath()
  const navigate = useNavigate()
  const save = useSaveArticle()

  return (
    <AdminPage
      title={article ? texts.editTitle : texts.newTitle}
      actions={
        <Group gap="sm">
          {article && (
            <Anchor href={localePath(hrefs.article(article.id))} target="_blank" rel="noopener">
              <Group gap={4} wrap="nowrap">
                {texts.preview}
                <IconExternalLink size={16} aria-hidden />
              </Group>
            </Anchor>
          )}
          <Button component={Link} to={adminPaths.articles} variant="default">
            {texts.back}
          </Button>
        </Group>
      }
    >
      <ArticleForm
        article={article}
        saving={save.isPending}
        onSave={(body) =>
          save.mutate(
            { id: article?.id ?? null, body },
            {
              onSuccess: (saved) => {
                void notify.success(texts.saved)
                if (!article) navigate(adminPaths.article(saved.id), { replace: true })
              },
            },
          )
        }
      />
    </AdminPage>
  )
}
