import { Button, Card, Group, Stack, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { FormEvent, ReactNode } from 'react'
import { KitForm } from '#app/components/form/kit-form.tsx'

/** Which decision is on its way to the server, if any (both forms wait for it). */
export type DecisionBusy = false | 'APPROVE' | 'REFUSE'

/** One of the pharmacist's two answers: a titled form with its fields and its button. */
export function DecisionCard(props: {
  decision: 'APPROVE' | 'REFUSE'
  title: string
  submitLabel: string
  busy: DecisionBusy
  /** The decision's form (useSchemaForm): its fields are the kit's. */
  // biome-ignore lint/suspicious/noExplicitAny: either decision's values
  form: UseFormReturnType<any>
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}) {
  const approve = props.decision === 'APPROVE'
  return (
    <Card withBorder padding="md">
      <KitForm form={props.form} onSubmit={props.onSubmit}>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {props.title}
          </Title>
          {props.children}
          <Group justify="flex-end">
            <Button
              type="submit"
              color={approve ? 'green' : 'red'}
              variant={approve ? 'filled' : 'light'}
              loading={props.busy === props.decision}
              disabled={props.busy !== false}
            >
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </Card>
  )
}
