import { Link } from '../link.tsx'
import classes from './message-page.module.css'

/**
 * A centred message with one way out: the 404 page and the error fallback. Plain elements: the
 * error pages are part of every page's first script (docs/decisions/010).
 */
export function MessagePage({
  title,
  action,
  to = '/',
}: {
  title: string
  action: string
  to?: string
}) {
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{title}</h1>
      <Link to={to} className={classes.action}>
        {action}
      </Link>
    </div>
  )
}
