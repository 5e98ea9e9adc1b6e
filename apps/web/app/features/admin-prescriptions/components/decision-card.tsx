import { Button, Card, Group, Stack, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { ReactNode } from 'react'
import { KitForm } from '#app/components/form/kit-form.tsx'

/** Which decision is on its way to the server, if any (both forms wait for it). */
export type DecisionBusy = false | 'APPROVE' | 'REFUSE'

/**
 * One of the pharmacist's two answers: a titled form with its fields and its button. The
 * decision goes out (`onValid`) only once the form's values pass its schema.
 */
export function DecisionCard<Values extends Record<string, unknown>>(props: {
  decision: 'APPROVE' | 'REFUSE'
  /** The decision's texts: its title and its button. */
  texts: { title: string; submit: string }
  busy: DecisionBusy
  /** The decision's form (useSchemaForm): its fields are the kit's. */
  form: UseFormReturnType<Values>
  onValid: (values: Values) => void
  children: ReactNode
}) {
  const approve = props.decision === 'APPROVE'
  return (
    <Card withBorder padding="md">
      <KitForm form={props.form} onSubmit={props.form.onSubmit(props.onValid)}>
        <Stack gap="sm">
          <Title order={2} size="h5">
            {props.texts.title}
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
              {props.texts.submit}
            </Button>
          </Group>
        </Stack>
      </KitForm>
    </Card>
  )
}
