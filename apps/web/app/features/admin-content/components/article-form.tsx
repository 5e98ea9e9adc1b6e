import { type AdminArticle, BLOG_CATEGORIES } from '@kyanma/shared'
import { Button, Group, Input, Loader, SimpleGrid, Stack } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { PictureField } from '#app/components/admin/picture-field.tsx'
import {
  BilingualTextareaFields,
  BilingualTextFields,
} from '#app/components/form/bilingual-fields.tsx'
import { SwitchField } from '#app/components/form/checkbox-field.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { NativeSelectField } from '#app/components/form/select-field.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import {
  ArticleFormSchema,
  type ArticleFormValues,
  articleFormValues,
  toArticleInput,
} from './article-form-values.ts'

// The editor (Tiptap and ProseMirror, most of the back office's weight) loads when an article is
// opened, not with every back-office page.
const RichTextField = lazy(() => import('./rich-text-editor.tsx'))

/** An article's fields and its rich-text content, checked with the shared rules. */
export function ArticleForm(props: {
  article: AdminArticle | null
  saving: boolean
  onSave: (body: ReturnType<typeof toArticleInput>) => void
}) {
  const common = useTexts(adminCommon)
  const fields = useTexts(adminContent).articles.fields
  const form = useSchemaForm<ArticleFormValues>({
    initialValues: articleFormValues(props.article),
    schema: ArticleFormSchema,
    validateOn: 'blur',
  })
  const submit = form.onSubmit((values) => props.onSave(toArticleInput(values)))
  const contentError = form.errors.content as string | undefined
  const contentMyError = form.errors.contentMy as string | undefined

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        {/* Each text beside its Burmese version (stacked on a phone); shoppers reading Burmese
            see the English one wherever the Burmese is left empty. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualTextFields name="title" labels={fields} required />
          <BilingualTextareaFields name="description" labels={fields} autosize minRows={2} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField name="author" label={fields.author} required />
          {/* Native, not Mantine's Select: its Popover would join the storefront's shared
              chunk (vite-plugins/chunk-groups.ts counts the back office as a second user). */}
          <NativeSelectField
            name="category"
            label={fields.category}
            data={['', ...BLOG_CATEGORIES]}
            required
          />
          <TextField name="blogDate" type="datetime-local" label={fields.blogDate} required />
        </SimpleGrid>
        <PictureField name="image" label={fields.image} purpose="article" alt={form.values.title} />
        {/* Side by side only on a wide screen: each editor keeps room for its toolbar. */}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Input.Wrapper label={fields.content} required error={contentError}>
            <Suspense fallback={<Loader size="sm" />}>
              <RichTextField
                label={fields.content}
                value={form.values.content}
                onChange={(html) => form.setFieldValue('content', html)}
                error={contentError}
              />
            </Suspense>
          </Input.Wrapper>
          <Input.Wrapper label={fields.contentMy} error={contentMyError}>
            <Suspense fallback={<Loader size="sm" />}>
              <RichTextField
                label={fields.contentMy}
                lang="my"
                value={form.values.contentMy}
                onChange={(html) => form.setFieldValue('contentMy', html)}
                error={contentMyError}
              />
            </Suspense>
          </Input.Wrapper>
        </SimpleGrid>
        <SwitchField name="isPublished" label={fields.isPublished} />
        <Group justify="flex-end">
          <Button type="submit" loading={props.saving}>
            {common.save}
          </Button>
        </Group>
      </Stack>
    </KitForm>
  )
}
