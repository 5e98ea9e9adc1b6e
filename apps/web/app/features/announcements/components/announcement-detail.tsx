import type { Announcement } from '@kyanma/shared'
import { ContentDetail } from '#app/components/layout/content-detail.tsx'
import type from '#app/components/ui/type.module.css'
import { paths } from '#app/config/paths.ts'
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
  return (
    <ContentDetail
      back={{ to: paths.announcements, label: texts.backToList }}
      picture={announcement.bannerImage}
      pictureAlt={announcement.title}
      title={announcement.title}
      titleLang={langOf(announcement, 'title')}
      titleTestId="announcement-title"
    >
      <p className={`${type.text} ${type.sm} ${type.dimmed}`}>
        <time dateTime={announcement.createdAt}>{format.longDate(announcement.createdAt)}</time>
      </p>
      {/* Staff type it as plain text; line breaks they typed are kept. */}
      <p
        className={`${type.text} ${classes.description}`}
        lang={langOf(announcement, 'description')}
      >
        {announcement.description}
      </p>
    </ContentDetail>
  )
}
