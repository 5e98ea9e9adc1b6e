import { Accordion, Title } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { contact } from '#app/locales/en/contact.ts'

/**
 * The 11 FAQs (spec section 2) as accordions. Every answer is in the server-rendered HTML, so
 * search engines and readers without JavaScript get them too.
 */
export function FaqList({ referralBonusPoints }: { referralBonusPoints: number }) {
  const texts = useTexts(contact)
  const faqs = texts.faqs(referralBonusPoints)
  return (
    <section>
      <Title order={2} size="h3" mb="md">
        {texts.faqTitle}
      </Title>
      <Accordion variant="separated" radius="md">
        {faqs.map((faq) => (
          <Accordion.Item key={faq.question} value={faq.question}>
            <Accordion.Control>{faq.question}</Accordion.Control>
            <Accordion.Panel>{faq.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  )
}
