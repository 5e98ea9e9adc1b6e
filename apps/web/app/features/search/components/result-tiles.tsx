import type { Image, Language } from '@kyanma/shared'
import { ActionIcon } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from '#app/components/link.tsx'
import { ThumbnailImg } from '#app/components/ui/thumbnail-img.tsx'
import { useTexts } from '#app/lib/texts.ts'
import { search as searchTexts } from '#app/locales/en/search.ts'
import classes from './result-tiles.module.css'

export interface ResultTile {
  id: number
  name: string
  image: Image | null
  href: string
  /** The name's language when it differs from the page's (an English fallback). */
  lang?: Language
}

/**
 * Brands or categories as a light carousel: a row that scrolls sideways and snaps to tiles
 * (touch, trackpad, keyboard), plus arrows for a mouse on wide screens. No carousel library.
 */
export function ResultTiles({ tiles }: { tiles: ResultTile[] }) {
  const texts = useTexts(searchTexts)
  const row = useRef<HTMLUListElement>(null)
  const [ends, setEnds] = useState({ start: true, end: true })
  const measure = useCallback(() => {
    const element = row.current
    if (!element) return
    setEnds({
      start: element.scrollLeft <= 1,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    })
  }, [])
  useEffect(() => {
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [measure])
  const scroll = (direction: 1 | -1) =>
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' })

  return (
    <div className={classes.carousel}>
      <ul className={classes.row} ref={row} onScroll={measure}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={tile.href} className={classes.tile} lang={tile.lang}>
              {tile.image ? (
                <ThumbnailImg
                  className={classes.picture}
                  image={tile.image}
                  width={88}
                  height={88}
                />
              ) : (
                // Sub-categories often have no picture: their initial stands in.
                <span className={`${classes.picture} ${classes.initial}`} aria-hidden>
                  {tile.name.charAt(0)}
                </span>
              )}
              {tile.name}
            </Link>
          </li>
        ))}
      </ul>
      {!ends.start && (
        <ScrollArrow side="start" label={texts.scrollBack} onClick={() => scroll(-1)} />
      )}
      {!ends.end && (
        <ScrollArrow side="end" label={texts.scrollForward} onClick={() => scroll(1)} />
      )}
    </div>
  )
}

/** The row's arrow at one end (wide screens only; phones swipe). */
function ScrollArrow(props: { side: 'start' | 'end'; label: string; onClick: () => void }) {
  return (
    <ActionIcon
      className={classes.arrow}
      data-side={props.side}
      visibleFrom="sm"
      variant="default"
      radius="xl"
      size="lg"
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.side === 'start' ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
    </ActionIcon>
  )
}
