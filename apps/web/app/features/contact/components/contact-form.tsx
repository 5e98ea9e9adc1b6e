import { CONTACT_MESSAGE_MAX_LENGTH, ContactMessageSchema, latinDigits } from '@kyanma/shared'
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { CheckboxField } from '#app/components/form/checkbox-field.tsx'
import { EmailField, PhoneField } from '#app/components/form/contact-fields.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextareaField, TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { DRAFT_FORMS } from '#app/lib/draft-storage.ts'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useDraftKey } from '#app/lib/use-draft-key.ts'
import { useFormDraft } from '#app/lib/use-form-draft.ts'
import { contact } from '#app/locales/en/contact.ts'
import { useSendContactMessage } from '../api/send-contact-message.ts'
import { emptyContactForm } from '../contact-form-values.ts'

/**
 * The Contact Us message form (spec section 2), checked on every change with the shared schema.
 * Sent, the server's thanks shows in a green toast and the form empties for the next message;
 * a refusal shows the server's message in a red toast (the mutation cache) and keeps the text,
 * which is also kept as a draft until it is sent (decision 045).
 */
export function ContactForm() {
  const texts = useTexts(contact)
  const form = useSchemaForm({ initialValues: emptyContactForm, schema: ContactMessageSchema })
  const mutation = useSendContactMessage()
  // A half-typed message survives a reload; the privacy tick is asked again each time.
  const { privacyAgreed: _, ...typed } = form.values
  const draft = useFormDraft(useDraftKey(DRAFT_FORMS.contact), typed, (saved) =>
    form.setValues(saved),
  )

  const submit = form.onSubmit((values) => {
    // A phone number typed in Burmese digits is sent in Latin ones (issue 15).
    const phone = latinDigits(values.phone)
    mutation.mutate(ContactMessageSchema.parse({ ...values, phone }), {
      onSuccess: (answer) => {
        draft.clear()
        form.reset()
        void notify.success(answer.message)
      },
    })
  })

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section">
      <Title order={2} size="h3">
        {texts.form.title}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {texts.form.intro}
      </Text>
      <KitForm form={form} onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              name="name"
              label={texts.form.name}
              placeholder={texts.form.namePlaceholder}
              autoComplete="name"
              required
            />
            <PhoneField
              name="phone"
              label={texts.form.phone}
              placeholder={texts.form.phonePlaceholder}
            />
          </SimpleGrid>
          <EmailField
            name="email"
            label={texts.form.email}
            placeholder={texts.form.emailPlaceholder}
            required
          />
          <TextareaField
            name="message"
            label={texts.form.message}
            placeholder={texts.form.messagePlaceholder}
            description={texts.form.messageCount(
              form.values.message.length,
              CONTACT_MESSAGE_MAX_LENGTH,
            )}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            rows={6}
            resize="vertical"
            required
          />
          <CheckboxField
            name="privacyAgreed"
            label={
              <>
                {texts.form.privacyBefore}
                <Anchor component={Link} to={paths.privacyPolicy} inherit>
                  {texts.form.privacyLink}
                </Anchor>
                {texts.form.privacyAfter}
              </>
            }
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {texts.form.submit}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </Paper>
  )
}
