import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react'
import { useTexts } from '#app/lib/texts.ts'
import classes from './site-footer.module.css'

/**
 * The footer's mobile-app badges (spec section 1). The apps are not published yet, so the badges
 * are drawn here and link nowhere; swap in the stores' official artwork and links at launch.
 */
export function AppStoreBadges() {
  const texts = useTexts()
  const badges = [
    { key: 'apple', icon: <IconBrandApple size={24} />, text: texts.footer.appStore },
    { key: 'google', icon: <IconBrandGooglePlay size={22} />, text: texts.footer.googlePlay },
  ]
  return (
    <div className={classes.badges}>
      {badges.map((badge) => (
        <span
          key={badge.key}
          className={classes.badge}
          role="img"
          aria-label={`${badge.text.small} ${badge.text.big}`}
        >
          {badge.icon}
          <span aria-hidden="true">
            <span className={classes.badgeSmall}>{badge.text.small}</span>
            <span className={classes.badgeBig}>{badge.text.big}</span>
          </span>
        </span>
      ))}
    </div>
  )
}
