import { paths } from '#app/config/paths.ts'
import { useTexts } from '#app/lib/texts.ts'
import { Link } from '../link.tsx'
import classes from './logo.module.css'

/** The shop's mark (a green leaf in a red drop) and name, linking home. */
export function Logo() {
  const texts = useTexts()
  return (
    <Link to={paths.home} className={classes.logo}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <path d="M14 2c5 6.5 9 11 9 16a9 9 0 0 1-18 0c0-5 4-9.5 9-16z" fill="#d32f2f" />
        <path d="M10 19c0-4 3-6.5 8-7.5-1 5-3.5 8-8 7.5z" fill="#81c784" />
      </svg>
      {texts.shopName}
    </Link>
  )
}
