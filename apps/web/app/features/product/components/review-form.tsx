import { REVIEW_MAX_LENGTH, type ReviewInput, ReviewInputSchema } from '@kyanma/shared'
import { Button, Group, Input, Rating, Stack } from '@mantine/core'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextareaField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { DRAFT_FORMS } from '#app/lib/draft-storage.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useDraftKey } from '#app/lib/use-draft-key.ts'
import { useFormDraft } from '#app/lib/use-form-draft.ts'
import { productInfo as infoTexts } from '#app/locales/en/product-info.ts'

/**
 * Stars (1 to 10 by tapping a star) and the text, checked by the same schema as the server,
 * so an empty text shows 'Review is required' before anything is sent.
 */
export function ReviewForm(props: {
  /** The product reviewed: its half-typed review is kept per product (decision 045). */
  productId: number
  initial: ReviewInput | null
  saving: boolean
  /** Saves the review; the draft goes when the promise says it was saved. */
  onSubmit: (input: ReviewInput) => Promise<unknown>
  onCancel?: () => void
}) {
  const texts = useTexts(infoTexts).reviews
  const form = useSchemaForm<{ stars: number | null; review: string }>({
    initialValues: {
      stars: props.initial?.stars ?? null,
      review: props.initial?.review ?? '',
    },
    schema: ReviewInputSchema,
    // Checked when sent: a message under the text while the first words are typed would nag.
    validateOn: 'submit',
  })
  // A half-typed review survives a reload; it is dropped once saved, or when Cancel is tapped.
  const draft = useFormDraft(
    useDraftKey(DRAFT_FORMS.review, props.productId),
    form.values,
    (saved) => form.setValues(saved),
  )
  const submit = form.onSubmit((values) =>
    // A refusal keeps the draft; its reason is in the red toast.
    props.onSubmit(ReviewInputSchema.parse(values)).then(draft.clear, () => {}),
  )
  const stars = form.getInputProps('stars')

  return (
    <KitForm form={form} onSubmit={submit} data-testid="review-form">
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
        <TextareaField
          name="review"
          label={texts.text}
          description={texts.textHint}
          required
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
        />
        <Group gap="sm">
          <Button type="submit" loading={props.saving}>
            {props.initial ? texts.update : texts.submit}
          </Button>
          {props.onCancel && (
            <Button
              variant="default"
              onClick={() => {
                draft.clear()
                props.onCancel?.()
              }}
            >
              {texts.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </KitForm>
  )
}
