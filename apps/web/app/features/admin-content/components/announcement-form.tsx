import { type AdminAnnouncement, AdminAnnouncementUpdateSchema, type Image } from '@kyanma/shared'
import { Alert, SimpleGrid, Stack } from '@mantine/core'
import { z } from 'zod'
import { FormActions } from '#app/components/admin/form-actions.tsx'
import {
  chosenPictureId,
  PictureField,
  pictureListOf,
} from '#app/components/admin/picture-field.tsx'
import { savedThen } from '#app/components/admin/saved-then.ts'
import {
  BilingualTextareaFields,
  BilingualTextFields,
} from '#app/components/form/bilingual-fields.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { useTexts } from '#app/lib/texts.ts'
import { adminCommon } from '#app/locales/en/admin/common.ts'
import { adminContent } from '#app/locales/en/admin/content.ts'
import { useSaveAnnouncement } from '../api/save-announcement.ts'

/** The Burmese versions are '' when not written ('' clears a stored one). */
interface AnnouncementFormValues {
  title: string
  titleMy: string
  description: string
  descriptionMy: string
  banner: Image[]
}

const toBody = (values: AnnouncementFormValues) => ({
  title: values.title,
  titleMy: values.titleMy,
  description: values.description,
  descriptionMy: values.descriptionMy,
  bannerImageId: chosenPictureId(values.banner),
})
const FormSchema = z.preprocess(
  (values) => toBody(values as AnnouncementFormValues),
  AdminAnnouncementUpdateSchema,
)

/**
 * Publishes a new announcement (the server notifies every customer, and the form says so first)
 * or edits one (nobody is notified again).
 */
export function AnnouncementForm(props: {
  announcement: AdminAnnouncement | null
  onDone: () => void
}) {
  const common = useTexts(adminCommon)
  const texts = useTexts(adminContent).announcements
  const existing = props.announcement
  const form = useSchemaForm<AnnouncementFormValues>({
    initialValues: {
      title: existing?.title ?? '',
      titleMy: existing?.titleMy ?? '',
      description: existing?.description ?? '',
      descriptionMy: existing?.descriptionMy ?? '',
      banner: pictureListOf(existing?.bannerImage),
    },
    schema: FormSchema,
    validateOn: 'blur',
  })
  const save = useSaveAnnouncement()

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: existing?.id ?? null, body: toBody(values) },
      savedThen(
        (answer) =>
          answer.notified === undefined ? texts.saved : texts.published(answer.notified),
        props.onDone,
      ),
    )
  })

  return (
    <KitForm form={form} onSubmit={submit}>
      <Stack gap="sm">
        <Alert color={existing ? 'gray' : 'yellow'} variant="light">
          {existing ? texts.editNotifiesNobody : texts.notifiesEveryone}
        </Alert>
        {/* Each text beside its Burmese version (stacked on a phone); customers reading Burmese
            see the English one wherever the Burmese is left empty. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BilingualTextFields name="title" labels={texts.fields} required />
          <BilingualTextareaFields name="description" labels={texts.fields} autosize minRows={3} />
        </SimpleGrid>
        <PictureField
          name="banner"
          label={texts.fields.banner}
          purpose="announcement"
          alt={form.values.title}
        />
        <FormActions
          onCancel={props.onDone}
          saving={save.isPending}
          submitLabel={existing ? common.save : texts.publish}
        />
      </Stack>
    </KitForm>
  )
}
