import { cutText } from '@kyanma/shared'
import type { ReactNode } from 'react'
import { type TextLanguages, useLangOf } from '#app/lib/text-language.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { Link } from '../link.tsx'
import card from './linked-card.module.css'
import type from './type.module.css'

/**
 * An article or announcement in a grid: picture, date, title (the link; the whole card is its
 * target) and description. Plain elements (issue 18): the article cards are on the home page's
 * first screen, where Mantine's Card and Text code cost more than the cards themselves.
 */
export function LinkedCard(props: {
  /** The picture, or an empty box of its shape: drawn edge to edge at the top of the card. */
  picture: ReactNode
  /** ISO date, shown as 'D MMMM, YYYY'. */
  date: string
  href: string
  /** The article or announcement: its title and description, and the languages they are in. */
  item: TextLanguages & { title: string; description: string }
  /** How many characters of the title and description the card shows (spec section 2). */
  cut: { title: number; description: number }
  /** The title's level in the page and its size class (linked-card.module.css). */
  heading: { level: 'h2' | 'h3'; className: string | undefined }
  /** Attributes tests and the page find the card by (`data-article-id`). */
  data?: Record<`data-${string}`, string | number>
}) {
  const format = useFormat()
  const langOf = useLangOf()
  const { item } = props
  const Heading = props.heading.level
  return (
    <article className={`${card.frame} ${card.card}`} {...props.data}>
      <div className={card.picture}>{props.picture}</div>
      <p className={`${type.text} ${type.xs} ${type.dimmed} ${card.date}`}>
        <time dateTime={props.date}>{format.longDate(props.date)}</time>
      </p>
      <Heading className={`${type.heading} ${card.heading} ${props.heading.className}`}>
        <Link
          to={props.href}
          className={card.title}
          title={item.title}
          lang={langOf(item, 'title')}
        >
          {cutText(item.title, props.cut.title)}
        </Link>
      </Heading>
      <p
        className={`${type.text} ${type.sm} ${type.dimmed} ${card.description}`}
        lang={langOf(item, 'description')}
      >
        {cutText(item.description, props.cut.description)}
      </p>
    </article>
  )
}
