import { Button, type MantineSpacing, Stack, Text } from '@mantine/core'

/** A list that could not be loaded: what failed, and a button that asks the server again. */
export function LoadFailed(props: {
  message: string
  retry: string
  onRetry: () => unknown
  py?: MantineSpacing | number
}) {
  return (
    <Stack align="center" py={props.py ?? 48} gap="sm">
      <Text>{props.message}</Text>
      <Button variant="light" onClick={() => void props.onRetry()}>
        {props.retry}
      </Button>
    </Stack>
  )
}
