import { type AdminArticle, BLOG_CATEGORIES } from '@kyanma/shared'
import {
  Button,
  Group,
  Input,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { lazy, Suspense } from 'react'
import { ImagePicker } from '#app/components/admin/image-picker.tsx'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
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
  const form = useForm<ArticleFormValues>({
    initialValues: articleFormValues(props.article),
    validate: useSchemaValidate(ArticleFormSchema),
    validateInputOnBlur: true,
  })
  const submit = form.onSubmit((values) => props.onSave(toArticleInput(values)))
  const contentError = form.errors.content as string | undefined
  const contentMyError = form.errors.contentMy as string | undefined

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {/* Each text beside its Burmese version (stacked on a phone); shoppers reading Burmese
            see the English one wherever the Burmese is left empty. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={fields.title} required {...form.getInputProps('title')} />
          <TextInput label={fields.titleMy} lang="my" {...form.getInputProps('titleMy')} />
          <Textarea
            label={fields.description}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Textarea
            label={fields.descriptionMy}
            lang="my"
            autosize
            minRows={2}
            {...form.getInputProps('descriptionMy')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={fields.author} required {...form.getInputProps('author')} />
          {/* Native, not Mantine's Select: its Popover would join the storefront's shared
              chunk (vite-plugins/chunk-groups.ts counts the back office as a second user). */}
          <NativeSelect
            label={fields.category}
            data={['', ...BLOG_CATEGORIES]}
            required
            {...form.getInputProps('category')}
          />
          <TextInput
            type="datetime-local"
            label={fields.blogDate}
            required
            {...form.getInputProps('blogDate')}
          />
        </SimpleGrid>
        <ImagePicker
          label={fields.image}
          purpose="article"
          alt={form.values.title}
          value={form.values.image}
          onChange={(images) => form.setFieldValue('image', images)}
        />
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
        <Switch
          label={fields.isPublished}
          {...form.getInputProps('isPublished', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={props.saving}>
            {common.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
