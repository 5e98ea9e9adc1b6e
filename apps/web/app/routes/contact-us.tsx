import { Stack } from '@mantine/core'
import { StaticPage } from '../components/ui/static-page.tsx'
import { ContactCards } from '../features/contact/components/contact-cards.tsx'
import { ContactForm } from '../features/contact/components/contact-form.tsx'
import { FaqList } from '../features/contact/components/faq-list.tsx'
import { informationPageMeta } from '../lib/seo.ts'
import { loadReferralBonus } from '../lib/shop-settings.ts'
import { useTexts } from '../lib/texts.ts'
import { contact as contactTexts } from '../locales/en/contact.ts'
import type { Route } from './+types/contact-us'

export const loader = loadReferralBonus

export const meta = informationPageMeta('contactUs', contactTexts)

/** /contact-us: the contact cards, the message form and the FAQs (spec section 2). */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const texts = useTexts()
  const contact = useTexts(contactTexts)
  return (
    <StaticPage title={texts.pages.contactUs} intro={contact.intro} wide>
      <Stack gap={48}>
        <ContactCards />
        <ContactForm />
        <FaqList referralBonusPoints={loaderData.referralBonusPoints} />
      </Stack>
    </StaticPage>
  )
}
