import { REVIEW_MAX_LENGTH, type ReviewInput, ReviewInputSchema } from '@kyanma/shared'
import { Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useSchemaValidate } from '../../../lib/form-validation.ts'
import { useTexts } from '../../../lib/texts.ts'
import { productDetail as productTexts } from '../../../locales/en/product.ts'

/**
 * Stars (1 to 10 by tapping a star) and the text, checked by the same schema as the server,
 * so an empty text shows 'Review is required' before anything is sent.
 */
export function ReviewForm(props: {
  initial: ReviewInput | null
  saving: boolean
  onSubmit: (input: ReviewInput) => void
  onCancel?: () => void
}) {
  const texts = useTexts(productTexts).reviews
  const form = useForm<{ stars: number | null; review: string }>({
    initialValues: {
      stars: props.initial?.stars ?? null,
      review: props.initial?.review ?? '',
    },
    validate: useSchemaValidate(ReviewInputSchema),
  })
  const submit = form.onSubmit((values) => props.onSubmit(ReviewInputSchema.parse(values)))
  const stars = form.getInputProps('stars')

  return (
    <form onSubmit={submit} noValidate data-testid="review-form">
      <Stack gap="sm">
        <Input.Wrapper label={texts.stars} required error={stars.error}>
          <Rating
            count={10}
            value={form.values.stars ?? 0}
            onChange={(value) => form.setFieldValue('stars', value)}
            getSymbolLabel={texts.starLabel}
            size="md"
            mt={4}
          />
        </Input.Wrapper>
        <Textarea
          label={texts.text}
          description={texts.textHint}
          required
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
          {...form.getInputProps('review')}
        />
        <Group gap="sm">
          <Button type="submit" loading={props.saving}>
            {props.initial ? texts.update : texts.submit}
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {texts.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
