import { type AdminReview, REVIEW_HIDE_REASON_MAX_LENGTH, ReviewHideSchema } from '@kyanma/shared'
import { Modal, Stack, Text } from '@mantine/core'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { savedThen } from '#app/components/admin/saved-then.ts'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextareaField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminReviews } from '#app/locales/en/admin/reviews.ts'
import { useSetReviewHidden } from '../api/set-review-hidden.ts'

/** Asks for the reason (required: it is kept and logged), then hides the review. */
export function HideReviewModal(props: { review: AdminReview | null; onClose: () => void }) {
  const texts = useTexts(adminReviews)
  const form = useSchemaForm<{ reason: string }>({
    initialValues: { reason: '' },
    schema: ReviewHideSchema,
    validateOn: 'submit',
  })
  const mutation = useSetReviewHidden()
  const close = () => {
    form.reset()
    props.onClose()
  }
  const { review } = props
  const submit = form.onSubmit((values) => {
    if (!review) return
    const { reason } = ReviewHideSchema.parse(values)
    mutation.mutate(
      { id: review.id, reason },
      savedThen((result) => result.message, close),
    )
  })

  return (
    <Modal opened={review !== null} onClose={close} title={texts.hideTitle} centered>
      {review && (
        <KitForm form={form} onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {texts.hideIntro}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.review}
            </Text>
            <TextareaField
              name="reason"
              label={texts.reason}
              description={texts.reasonHint}
              rows={3}
              maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
              required
              data-autofocus
            />
            <FormActions onCancel={close} saving={mutation.isPending} submitLabel={texts.hide} />
          </Stack>
        </KitForm>
      )}
    </Modal>
  )
}
