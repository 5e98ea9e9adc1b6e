import { paths } from '#app/config/paths.ts'
import { UserMenu } from '#app/features/auth/components/user-menu.tsx'
import { useSession } from '#app/features/auth/session-store.ts'
import { useTexts } from '#app/lib/texts.ts'
import { Link } from '../link.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import shell from './shell.module.css'
import classes from './top-bar.module.css'

/**
 * The thin bar above the header (spec section 2): a welcome and the way to sign in, or the
 * signed-in customer's name with their menu, and the language switch beside it. Until the browser knows (and during server
 * rendering) the sign-in area stays empty but keeps its place, so nothing jumps.
 */
export function TopBar() {
  const texts = useTexts()
  const current = useSession()
  return (
    <div className={classes.bar}>
      <div className={`${shell.container} ${classes.row}`}>
        <span className={classes.welcome}>{texts.topBar.welcome}</span>
        <span className={classes.actions}>
          <LanguageSwitch className={classes.signIn} />
          {current.status === 'signed-in' ? (
            <UserMenu displayName={current.user.displayName} />
          ) : (
            <Link
              to={paths.login}
              className={classes.signIn}
              style={current.status === 'loading' ? { visibility: 'hidden' } : undefined}
            >
              {texts.topBar.signIn}
            </Link>
          )}
        </span>
      </div>
    </div>
  )
}
