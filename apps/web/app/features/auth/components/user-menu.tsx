import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { Link, useNavigate } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { session } from '../session-store.ts'
import classes from './user-menu.module.css'

/**
 * The signed-in customer's name in the top bar, opening Profile and Logout (spec section 2).
 * A disclosure of plain links rather than a menu widget: it is on every page, so it stays tiny.
 */
export function UserMenu({ displayName }: { displayName: string }) {
  const texts = useTexts()
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const listId = useId()
  const navigate = useNavigate()
  const location = useLocation()

  // Any navigation closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes
  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      )
        setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div ref={box} className={classes.box}>
      <button
        type="button"
        className={classes.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {displayName}
        <span aria-hidden="true" className={classes.caret} />
      </button>
      <ul id={listId} className={classes.list} hidden={!open}>
        <li>
          <Link to={paths.profile} className={classes.item}>
            {texts.topBar.profile}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={classes.item}
            onClick={async () => {
              setOpen(false)
              await session.signOut()
              navigate(paths.home)
            }}
          >
            {texts.topBar.logout}
          </button>
        </li>
      </ul>
    </div>
  )
}
