import { type Language, SHOP } from '@kyanma/shared'
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { hrefs, paths } from '#app/config/paths.ts'
import { useChildCategories } from '#app/features/catalog/api/get-categories.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { shopAddressTexts } from '#app/locales/en/static-pages/shop-address.ts'
import { supportHoursTexts } from '#app/locales/en/static-pages/support-hours.ts'
import { Link } from '../link.tsx'
import { AppStoreBadges } from './app-store-badges.tsx'
import { Logo } from './logo.tsx'
import shell from './shell.module.css'
import classes from './site-footer.module.css'

const SERVICE_LINKS = [
  { key: 'about', to: paths.about },
  { key: 'contactUs', to: paths.contactUs },
  { key: 'deliveryMethod', to: paths.deliveryMethod },
  { key: 'returnPolicy', to: paths.returnPolicy },
  { key: 'privacyPolicy', to: paths.privacyPolicy },
  { key: 'rewardProgram', to: paths.rewardProgram },
] as const

/** Contact details, the app badges, Most Popular Categories, customer service links, copyright. */
export function SiteFooter() {
  const texts = useTexts()
  const { address: shopAddress } = useTexts(shopAddressTexts)
  // The hours as the information pages word them, so a Burmese page writes them in Burmese.
  const supportHours = useTexts(supportHoursTexts).hours
  const categories = useChildCategories()
  const langOf = useLangOf()
  return (
    <footer className={classes.footer}>
      <div className={shell.container}>
        <div className={classes.grid}>
          <div className={classes.column}>
            <Logo />
            <ContactLine icon={<IconPhone size={16} />}>
              <a className={classes.link} href={`tel:${SHOP.phoneInternational}`}>
                {SHOP.phone}
              </a>
            </ContactLine>
            <ContactLine icon={<IconMail size={16} />}>
              <a className={classes.link} href={`mailto:${SHOP.email}`}>
                {SHOP.email}
              </a>
            </ContactLine>
            <ContactLine icon={<IconMapPin size={16} />}>{shopAddress}</ContactLine>
            <ContactLine icon={<IconClock size={16} />}>{supportHours}</ContactLine>
          </div>
          <FooterColumn title={texts.footer.popularCategories} className={classes.categories}>
            {categories.data?.data.map((category) => (
              <FooterLink
                key={category.id}
                to={hrefs.category(category.id)}
                lang={langOf(category, 'name')}
              >
                {category.name}
              </FooterLink>
            ))}
          </FooterColumn>
          <FooterColumn title={texts.footer.customerService}>
            {SERVICE_LINKS.map((link) => (
              <FooterLink key={link.key} to={link.to}>
                {texts.footer.links[link.key]}
              </FooterLink>
            ))}
          </FooterColumn>
          <div className={classes.column}>
            <h2 className={classes.title}>{texts.footer.getTheApp}</h2>
            <AppStoreBadges />
          </div>
        </div>
        <p className={classes.copyright}>{texts.footer.copyright(SHOP.copyrightYear)}</p>
      </div>
    </footer>
  )
}

function FooterColumn(props: { title: string; className?: string; children: ReactNode }) {
  return (
    <div className={classes.column}>
      <h2 className={classes.title}>{props.title}</h2>
      <ul className={`${classes.list} ${props.className ?? ''}`}>{props.children}</ul>
    </div>
  )
}

function FooterLink({ to, lang, children }: { to: string; lang?: Language; children: ReactNode }) {
  return (
    <li>
      <Link className={classes.link} to={to} lang={lang}>
        {children}
      </Link>
    </li>
  )
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.contact}>
      <span className={classes.contactIcon}>{icon}</span>
      <span>{children}</span>
    </div>
  )
}
