import { type Customer, ProfileUpdateSchema } from '@kyanma/shared'
import { Button, Group, Stack } from '@mantine/core'
import { EmailField, PhoneField } from '#app/components/form/contact-fields.tsx'
import { KitForm } from '#app/components/form/kit-form.tsx'
import { TextField } from '#app/components/form/text-field.tsx'
import { useSchemaForm } from '#app/components/form/use-schema-form.ts'
import { SectionCard } from '#app/components/ui/section-card.tsx'
import { notify } from '#app/lib/notify.ts'
import { useTexts } from '#app/lib/texts.ts'
import { profile } from '#app/locales/en/profile.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { personalInfoOf } from '../form-schemas.ts'

/**
 * Name, Phone Number and Email (spec section 2, Profile), checked on every change with the
 * shared profile rules. Saved, the answer becomes the customer shown everywhere (`onSaved`).
 */
export function PersonalInfoForm({
  customer,
  onSaved,
}: {
  customer: Customer
  onSaved: (customer: Customer) => void
}) {
  const texts = useTexts(profile)
  const form = useSchemaForm({
    initialValues: personalInfoOf(customer.user),
    schema: ProfileUpdateSchema,
  })
  const mutation = useUpdateProfile()

  const submit = form.onSubmit((values) => {
    mutation.mutate(ProfileUpdateSchema.parse(values), {
      onSuccess: (updated) => {
        // The saved values, as the server keeps them (a normalized phone, a lower-case email).
        const saved = personalInfoOf(updated.user)
        form.setInitialValues(saved)
        form.setValues(saved)
        onSaved(updated)
        void notify.success(texts.personalInfo.updated)
      },
    })
  })

  return (
    <SectionCard title={texts.personalInfo.title}>
      <KitForm form={form} onSubmit={submit}>
        <Stack gap="sm">
          <TextField name="name" label={texts.personalInfo.name} autoComplete="name" required />
          <PhoneField
            name="phoneNo"
            label={texts.personalInfo.phone}
            placeholder={texts.personalInfo.phonePlaceholder}
            required
          />
          <EmailField
            name="email"
            label={texts.personalInfo.email}
            placeholder={texts.personalInfo.emailPlaceholder}
            required
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
              {texts.personalInfo.submit}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </SectionCard>
  )
}
