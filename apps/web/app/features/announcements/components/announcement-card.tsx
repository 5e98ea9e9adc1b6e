import { type Announcement, CUT_LENGTH, cutText } from '@kyanma/shared'
import { Card, Text, Title } from '@mantine/core'
import { Link } from '#app/components/link.tsx'
import card from '#app/components/ui/linked-card.module.css'
import { hrefs } from '#app/config/paths.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useFormat } from '#app/lib/use-format.ts'
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
  const format = useFormat()
  const langOf = useLangOf()
  const banner = announcement.bannerImage
  return (
    <Card withBorder padding="sm" component="article" className={card.card}>
      <Card.Section>
        {banner ? (
          <img
            className={`${card.image} ${classes.banner}`}
            src={banner.urls.thumbnail}
            alt=""
            width={banner.width}
            height={banner.height}
            // Banners carry words: show the whole picture at its own shape, never cropped.
            style={{ aspectRatio: `${banner.width} / ${banner.height}` }}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <div className={`${card.image} ${classes.banner}`} />
        )}
      </Card.Section>
      <Text size="xs" c="dimmed" mt="sm">
        <time dateTime={announcement.createdAt}>{format.longDate(announcement.createdAt)}</time>
      </Text>
      <Title order={2} fz="md" mt={4} lh={1.3}>
        <Link
          to={hrefs.announcement(announcement.id)}
          className={card.title}
          title={announcement.title}
          lang={langOf(announcement, 'title')}
        >
          {cutText(announcement.title, CUT_LENGTH.announcementTitle)}
        </Link>
      </Title>
      <Text size="sm" c="dimmed" mt={6} lang={langOf(announcement, 'description')}>
        {cutText(announcement.description, CUT_LENGTH.announcementDescription)}
      </Text>
    </Card>
  )
}
