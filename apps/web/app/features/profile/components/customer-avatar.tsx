import type { SessionUser } from '@kyanma/shared'
import { IconUser } from '@tabler/icons-react'
import { useTexts } from '#app/lib/texts.ts'
import { profile } from '#app/locales/en/profile.ts'
import classes from './profile.module.css'

/** The customer's profile picture, or the default one (a person outline) when there is none. */
export function CustomerAvatar({ user }: { user: SessionUser }) {
  const texts = useTexts(profile)
  const picture = user.profileImage?.urls.thumbnail
  return (
    <span className={classes.avatar}>
      {picture ? (
        <img src={picture} alt={texts.card.avatarAlt(user.displayName)} width={64} height={64} />
      ) : (
        <IconUser size={32} stroke={1.5} role="img" aria-label={texts.card.defaultAvatar} />
      )}
    </span>
  )
}
