import { type Announcement, CUT_LENGTH } from '@kyanma/shared'
import card from '#app/components/ui/linked-card.module.css'
import { LinkedCard } from '#app/components/ui/linked-card.tsx'
import { ThumbnailImg } from '#app/components/ui/thumbnail-img.tsx'
import { hrefs } from '#app/config/paths.ts'
import classes from './announcement-card.module.css'

/**
 * An announcement in the list (spec section 2): banner, title cut at 30 characters, description
 * cut at 28, date; the whole card opens it.
 */
export function AnnouncementCard({
  announcement,
  eager = false,
}: {
  announcement: Announcement
  eager?: boolean
}) {
  const banner = announcement.bannerImage
  return (
    <LinkedCard
      picture={
        banner ? (
          <ThumbnailImg
            className={`${card.image} ${classes.banner}`}
            image={banner}
            width={banner.width}
            height={banner.height}
            // Banners carry words: show the whole picture at its own shape, never cropped.
            style={{ aspectRatio: `${banner.width} / ${banner.height}` }}
            eager={eager}
          />
        ) : (
          <div className={`${card.image} ${classes.banner}`} />
        )
      }
      date={announcement.createdAt}
      href={hrefs.announcement(announcement.id)}
      item={announcement}
      cut={{ title: CUT_LENGTH.announcementTitle, description: CUT_LENGTH.announcementDescription }}
      heading={{ level: 'h2', className: card.titleMd }}
    />
  )
}
