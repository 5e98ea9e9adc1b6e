import { CONTACT_MESSAGE_MAX_LENGTH, ContactMessageSchema, latinDigits } from '@kyanma/shared'
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { Link } from '../../../components/link.tsx'
import { paths } from '../../../config/paths.ts'
import { DRAFT_FORMS } from '../../../lib/draft-storage.ts'
import { useLocalizedValidate } from '../../../lib/form-validation.ts'
import { notify } from '../../../lib/notify.ts'
import { useTexts } from '../../../lib/texts.ts'
import { useDraftKey } from '../../../lib/use-draft-key.ts'
import { useFormDraft } from '../../../lib/use-form-draft.ts'
import { contact } from '../../../locales/en/contact.ts'
import { useSendContactMessage } from '../api/send-contact-message.ts'
import {
  type ContactFormValues,
  emptyContactForm,
  validateContactForm,
} from '../contact-form-values.ts'

/**
 * The Contact Us message form (spec section 2), checked on every change with the shared schema.
 * Sent, the server's thanks shows in a green toast and the form empties for the next message;
 * a refusal shows the server's message in a red toast (the mutation cache) and keeps the text,
 * which is also kept as a draft until it is sent (decision 045).
 */
export function ContactForm() {
  const texts = useTexts(contact)
  const form = useForm<ContactFormValues>({
    initialValues: emptyContactForm,
    validate: useLocalizedValidate(validateContactForm),
    validateInputOnChange: true,
  })
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
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={texts.form.name}
              placeholder={texts.form.namePlaceholder}
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
            <TextInput
              label={texts.form.phone}
              placeholder={texts.form.phonePlaceholder}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <TextInput
            label={texts.form.email}
            placeholder={texts.form.emailPlaceholder}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.getInputProps('email')}
          />
          <Textarea
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
            {...form.getInputProps('message')}
          />
          <Checkbox
            label={
              <>
                {texts.form.privacyBefore}
                <Anchor component={Link} to={paths.privacyPolicy} inherit>
                  {texts.form.privacyLink}
                </Anchor>
                {texts.form.privacyAfter}
              </>
            }
            {...form.getInputProps('privacyAgreed', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {texts.form.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
