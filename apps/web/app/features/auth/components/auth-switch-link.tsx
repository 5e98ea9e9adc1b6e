import { Anchor, Text } from '@mantine/core'
import { Link } from '#app/components/link.tsx'

/** "New to Kyanma? Sign Up" under a form: the way to the other auth screen. */
export function AuthSwitchLink({
  prompt,
  label,
  to,
}: {
  prompt?: string
  label: string
  to: string
}) {
  return (
    <Text size="sm" ta="center" mt="lg">
      {prompt && `${prompt} `}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  )
}
