import { type ReactNode, useId } from 'react'
import { Link } from '#app/components/link.tsx'
import type from '#app/components/ui/type.module.css'
import classes from './home-section.module.css'

/** A titled home section: heading, optional tabs, a 'View All' link, then its cards. */
export function HomeSection(props: {
  title: string
  viewAllLabel: string
  viewAllHref: string
  tabs?: ReactNode
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <div className={classes.header}>
        <h2 id={titleId} className={`${type.heading} ${type.h3} ${classes.title}`}>
          {props.title}
        </h2>
        <div className={classes.tabs}>{props.tabs}</div>
        <Link to={props.viewAllHref} className={classes.more} aria-describedby={titleId}>
          {props.viewAllLabel}
        </Link>
      </div>
      {props.children}
    </section>
  )
}
