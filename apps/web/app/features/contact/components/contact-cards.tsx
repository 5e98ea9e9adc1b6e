import { SHOP as shop } from '@kyanma/shared'
import { Anchor, SimpleGrid, Text } from '@mantine/core'
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { useTexts } from '#app/lib/texts.ts'
import { contact } from '#app/locales/en/contact.ts'
import { shopAddressTexts } from '#app/locales/en/static-pages/shop-address.ts'
import { ContactCard } from './contact-card.tsx'

/** Email, office address and phone with the support hours (spec section 2), from SHOP. */
export function ContactCards() {
  const texts = useTexts(contact)
  const { cards } = texts
  const { address } = useTexts(shopAddressTexts)
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <ContactCard icon={<IconMail size={22} />} title={cards.email.title}>
        <Anchor href={`mailto:${shop.email}`} fw={600}>
          {shop.email}
        </Anchor>
        <Text size="sm" c="dimmed" mt={4}>
          {cards.email.hint}
        </Text>
      </ContactCard>
      <ContactCard icon={<IconMapPin size={22} />} title={cards.address.title}>
        <Text fw={600}>{address}</Text>
        <Text size="sm" c="dimmed" mt={4}>
          {cards.address.hint}
        </Text>
      </ContactCard>
      <ContactCard icon={<IconPhone size={22} />} title={cards.phone.title}>
        <Anchor href={`tel:${shop.phoneInternational}`} fw={600}>
          {shop.phone}
        </Anchor>
        {cards.phone.hours.map((line) => (
          <Text key={line} size="sm" c="dimmed" mt={4}>
            {line}
          </Text>
        ))}
      </ContactCard>
    </SimpleGrid>
  )
}
