import { Button } from '@mantine/core'
import { Link } from '../components/link.tsx'
import { StaticPage } from '../components/ui/static-page.tsx'
import { paths } from '../config/paths.ts'
import { informationPageMeta } from '../lib/seo.ts'
import { useTexts } from '../lib/texts.ts'
import { about as aboutTexts } from '../locales/en/static-pages/about.ts'

export const meta = informationPageMeta('about', aboutTexts)

/** /about: who the shop is, what it promises, and a way to reach it (spec section 2). */
export default function About() {
  const texts = useTexts()
  const about = useTexts(aboutTexts)
  return (
    <StaticPage
      title={texts.pages.about}
      intro={about.intro}
      sections={about.sections}
      lead={
        <Button component={Link} to={paths.contactUs} mt="lg">
          {about.contactButton}
        </Button>
      }
    />
  )
}
