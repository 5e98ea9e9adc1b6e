import { type Customer, ProfileUpdateSchema } from '@kyanma/shared'
import { Button, Group, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { useLocalizedValidate } from '../../../lib/form-validation.ts'
import { notify } from '../../../lib/notify.ts'
import { useTexts } from '../../../lib/texts.ts'
import { profile } from '../../../locales/en/profile.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { type PersonalInfoValues, personalInfoOf, validatePersonalInfo } from '../form-schemas.ts'

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
  const form = useForm<PersonalInfoValues>({
    initialValues: personalInfoOf(customer.user),
    validate: useLocalizedValidate(validatePersonalInfo),
    validateInputOnChange: true,
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
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={texts.personalInfo.name}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={texts.personalInfo.phone}
            placeholder={texts.personalInfo.phonePlaceholder}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            {...form.getInputProps('phoneNo')}
          />
          <TextInput
            label={texts.personalInfo.email}
            placeholder={texts.personalInfo.emailPlaceholder}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} disabled={!form.isDirty()}>
              {texts.personalInfo.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  )
}
