import type { Image, Language } from '@kyanma/shared'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useLargePicture } from '#app/lib/save-data.ts'
import { Link } from '../link.tsx'
import type from '../ui/type.module.css'
import classes from './content-detail.module.css'

/**
 * The body of an article's or an announcement's page: the way back to the list, the picture, the
 * title, then the page's own parts (`children`). Plain elements (issue 18): the page's whole first
 * screen is this, and Mantine's layout components cost more JavaScript than the text they held.
 */
export function ContentDetail(props: {
  back: { to: string; label: string }
  picture: Image | null | undefined
  pictureAlt: string
  /** Above the title: the article's category. */
  kicker?: ReactNode
  title: string
  titleLang?: Language
  titleTestId: string
  children: ReactNode
}) {
  const pictureOf = useLargePicture()
  const { picture } = props
  return (
    <article className={classes.article}>
      <Link
        to={props.back.to}
        className={`mantine-focus-auto ${type.text} ${type.sm} ${type.anchor} ${classes.back}`}
      >
        <IconArrowLeft size={16} aria-hidden /> {props.back.label}
      </Link>
      {picture && (
        <img
          className={classes.picture}
          src={pictureOf(picture)}
          alt={picture.alt || props.pictureAlt}
          width={picture.width}
          height={picture.height}
          fetchPriority="high"
        />
      )}
      {props.kicker}
      <h1
        className={`${type.heading} ${type.h1}`}
        data-testid={props.titleTestId}
        lang={props.titleLang}
      >
        {props.title}
      </h1>
      {props.children}
    </article>
  )
}
