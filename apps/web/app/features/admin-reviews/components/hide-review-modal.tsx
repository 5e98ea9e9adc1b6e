import { type AdminReview, REVIEW_HIDE_REASON_MAX_LENGTH, ReviewHideSchema } from '@kyanma/shared'
import { Modal, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import { useSchemaValidate } from '#app/lib/form-validation.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminReviews } from '#app/locales/en/admin/reviews.ts'
import { useSetReviewHidden } from '../api/set-review-hidden.ts'

/** Asks for the reason (required: it is kept and logged), then hides the review. */
export function HideReviewModal(props: { review: AdminReview | null; onClose: () => void }) {
  const texts = useTexts(adminReviews)
  const form = useForm<{ reason: string }>({
    initialValues: { reason: '' },
    validate: useSchemaValidate(ReviewHideSchema),
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
      {
        onSuccess: (result) => {
          void notify.success(result.message)
          close()
        },
      },
    )
  })

  return (
    <Modal opened={review !== null} onClose={close} title={texts.hideTitle} centered>
      {review && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {texts.hideIntro}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.review}
            </Text>
            <Textarea
              label={texts.reason}
              description={texts.reasonHint}
              rows={3}
              maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
              required
              data-autofocus
              {...form.getInputProps('reason')}
            />
            <FormActions onCancel={close} saving={mutation.isPending} submitLabel={texts.hide} />
          </Stack>
        </form>
      )}
    </Modal>
  )
}
