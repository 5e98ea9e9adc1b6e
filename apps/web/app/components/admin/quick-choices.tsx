import { Button, Group, Stack, Text } from '@mantine/core'
import { useId } from 'react'

/**
 * A row of one-click answers above a field (a validity, a common reason): each fills the field,
 * which stays editable. The one matching the field's value, if any, looks chosen.
 */
export function QuickChoices<Value extends string>(props: {
  label: string
  choices: { value: Value; label: string }[]
  chosen?: Value
  onChoose: (value: Value) => void
}) {
  const labelId = useId()
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {props.label}
      </Text>
      <Group gap={6} role="group" aria-labelledby={labelId}>
        {props.choices.map((choice) => (
          <Button
            key={choice.value}
            size="compact-sm"
            variant={choice.value === props.chosen ? 'filled' : 'default'}
            onClick={() => props.onChoose(choice.value)}
          >
            {choice.label}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}
