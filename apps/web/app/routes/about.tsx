import { Button } from '@mantine/core'
import { Link } from '../components/link.tsx'
import { StaticPage } from '../components/ui/static-page.tsx'
import { paths } from '../config/paths.ts'
import { seoMeta } from '../lib/seo.ts'
import { texts } from '../lib/texts.ts'
import { about } from '../locales/en/static-pages/about.ts'
import type { Route } from './+types/about'

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: texts.pages.about, description: about.meta })
}

/** /about: who the shop is, what it promises, and a way to reach it (spec section 2). */
export default function About() {
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
