import { IconMenu2, IconSearch } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { paths } from '#app/config/paths.ts'
import { useSession } from '#app/features/auth/session-store.ts'
import { CartButton } from '#app/features/cart/components/cart-button.tsx'
import { HeaderSearch } from '#app/features/search/components/header-search.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { NavLink } from '../link.tsx'
import { Logo } from './logo.tsx'
import shell from './shell.module.css'
import classes from './site-header.module.css'

// The small-screen menu loads when first opened.
const MobileMenu = lazy(() => import('./mobile-menu.tsx'))
// The bell is only for signed-in customers: a visitor's first load does not carry its code.
const NotificationBell = lazy(() =>
  import('#app/features/notifications/components/notification-bell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
)

const NAV = [
  { key: 'home', to: paths.home, end: true },
  { key: 'shop', to: paths.products, end: false },
  { key: 'articles', to: paths.articles, end: false },
] as const

/**
 * Logo, search, Home/Shop/Articles, the notifications bell (signed in) and the cart. On small screens the
 * links move into a hamburger menu and the search box folds behind an icon. Plain elements and a
 * CSS module rather than Mantine's layout components: this renders on every page, so its code is
 * part of every first visit (docs/decisions/010).
 */
export function SiteHeader() {
  const texts = useTexts()
  // Plain state, not Mantine's useDisclosure: nothing else on a first load uses that hook.
  const [menuOpened, setMenuOpened] = useState(false)
  const [searchOpened, setSearchOpened] = useState(false)
  return (
    <header className={classes.header}>
      <div className={shell.container}>
        <div className={classes.row}>
          <button
            type="button"
            className={`${shell.iconButton} ${shell.belowMd}`}
            aria-label={texts.header.openMenu}
            aria-expanded={menuOpened}
            onClick={() => setMenuOpened((opened) => !opened)}
          >
            <IconMenu2 size={22} />
          </button>
          <Logo />
          <div className={`${classes.search} ${shell.fromMd}`}>
            <HeaderSearch />
          </div>
          <nav className={`${classes.nav} ${shell.fromMd}`}>
            {NAV.map((link) => (
              <NavLink key={link.key} to={link.to} end={link.end} className={classes.navLink}>
                {texts.header.nav[link.key]}
              </NavLink>
            ))}
          </nav>
          <div className={classes.actions}>
            <button
              type="button"
              className={`${shell.iconButton} ${shell.belowMd}`}
              aria-label={texts.header.showSearch}
              aria-expanded={searchOpened}
              onClick={() => setSearchOpened((opened) => !opened)}
            >
              <IconSearch size={22} />
            </button>
            <SignedInBell />
            <CartButton />
          </div>
        </div>
        {searchOpened && (
          <div className={classes.mobileSearch}>
            <HeaderSearch autoFocus />
          </div>
        )}
      </div>
      {menuOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} navLinks={NAV} />
        </Suspense>
      )}
    </header>
  )
}

/**
 * The bell once someone is signed in. Its own component so that only it, not the whole header,
 * renders again when the session store answers after hydration (decision 050).
 */
function SignedInBell() {
  if (useSession().status !== 'signed-in') return null
  return (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  )
}
