import { Button, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { profile as texts } from '../../../locales/en/profile.ts'

/** A tab whose content comes with later work (loyalty): a friendly word instead. */
export function ComingSoonPanel({ topic }: { topic: 'points' }) {
  const { title, body } = texts.comingSoon[topic]
  return (
    <Stack align="center" gap="sm" py={48} ta="center">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {body}
      </Text>
      <Button component={Link} to={paths.products} variant="light">
        {texts.comingSoon.action}
      </Button>
    </Stack>
  )
}
