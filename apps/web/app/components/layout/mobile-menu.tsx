import { Divider, Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { NavLink } from '../link.tsx'
import { CategoryList } from './category-list.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import classes from './mobile-menu.module.css'

interface NavEntry {
  key: 'home' | 'shop' | 'articles'
  to: string
  end: boolean
}

/** Small screens: the header's links, the category list and the language switch in a drawer. */
export default function MobileMenu(props: {
  opened: boolean
  onClose: () => void
  navLinks: readonly NavEntry[]
}) {
  const texts = useTexts()
  return (
    <Drawer opened={props.opened} onClose={props.onClose} title={texts.header.menuTitle} size="xs">
      <Stack gap={0} component="nav">
        {props.navLinks.map((link) => (
          <MantineNavLink
            key={link.key}
            component={NavLink}
            to={link.to}
            end={link.end}
            label={texts.header.nav[link.key]}
            onClick={props.onClose}
          />
        ))}
      </Stack>
      <Divider my="sm" label={texts.categoryBar.label} labelPosition="left" />
      <CategoryList onNavigate={props.onClose} />
      <Divider my="sm" label={texts.languageSwitch.label} labelPosition="left" />
      <LanguageSwitch className={classes.language} />
    </Drawer>
  )
}
