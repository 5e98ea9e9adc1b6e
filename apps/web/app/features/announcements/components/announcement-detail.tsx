import type { Announcement } from '@kyanma/shared'
import { Anchor, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link } from '#app/components/link.tsx'
import { paths } from '#app/config/paths.ts'
import { useLargePicture } from '#app/lib/save-data.ts'
import { useLangOf } from '#app/lib/text-language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { useFormat } from '#app/lib/use-format.ts'
import { announcements as announcementsTexts } from '#app/locales/en/announcements.ts'
import classes from './announcement-detail.module.css'

/** Spec section 2, announcement detail: banner, title, date, description (plain text). */
export function AnnouncementDetail({ announcement }: { announcement: Announcement }) {
  const texts = useTexts(announcementsTexts)
  const format = useFormat()
  const langOf = useLangOf()
  const pictureOf = useLargePicture()
  const banner = announcement.bannerImage
  return (
    <Stack component="article" gap="md" className={classes.article}>
      <Anchor component={Link} to={paths.announcements} size="sm" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden /> {texts.backToList}
      </Anchor>
      {banner && (
        <img
          className={classes.banner}
          src={pictureOf(banner)}
          alt={banner.alt || announcement.title}
          width={banner.width}
          height={banner.height}
          fetchPriority="high"
        />
      )}
      <Title order={1} data-testid="announcement-title" lang={langOf(announcement, 'title')}>
        {announcement.title}
      </Title>
      <Text size="sm" c="dimmed">
        <time dateTime={announcement.createdAt}>{format.longDate(announcement.createdAt)}</time>
      </Text>
      {/* Staff type it as plain text; line breaks they typed are kept. */}
      <Text className={classes.description} lang={langOf(announcement, 'description')}>
        {announcement.description}
      </Text>
    </Stack>
  )
}
