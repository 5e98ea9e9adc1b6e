import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { paths } from '../../config/paths.ts'
import { useTexts } from '../../lib/texts.ts'

export function PlaceholderPage({ title }: { title: string }) {
  const texts = useTexts()
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md">
        <Title order={1} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {texts.placeholder.body}
        </Text>
        <Button component={Link} to={paths.products} variant="light">
          {texts.placeholder.action}
        </Button>
      </Stack>
    </Container>
  )
}
