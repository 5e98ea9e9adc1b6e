import { Container, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTexts } from '#app/lib/texts.ts'
import type { Texts } from '#app/locales/en/index.ts'
import classes from './static-page.module.css'
import { StaticPageSection, type StaticSection } from './static-page-section.tsx'

export type { StaticSection }

/**
 * The frame of the shop's information pages (About, policies, delivery, returns, rewards,
 * Contact Us): a heading, an optional intro and note, the sections, and room for extra content.
 * The texts come from each page's locale file, so the pages differ only in what they say.
 */
export function StaticPage(props: {
  title: string
  intro?: string
  note?: string
  sections?: readonly StaticSection[]
  /** Pages with cards and forms use the full content width, not the reading width. */
  wide?: boolean
  /** Shown under the intro (buttons, cards). */
  lead?: ReactNode
  children?: ReactNode
}) {
  return (
    <Container
      size="md"
      py={{ base: 'lg', sm: 48 }}
      className={props.wide ? undefined : classes.page}
    >
      <header className={classes.header}>
        <Title order={1}>{props.title}</Title>
        {props.note && (
          <Text size="sm" c="dimmed" mt={4}>
            {props.note}
          </Text>
        )}
        {props.intro && (
          <Text size="lg" mt="md" className={classes.intro}>
            {props.intro}
          </Text>
        )}
        {props.lead}
      </header>
      {props.sections?.map((section) => (
        <StaticPageSection key={section.heading} section={section} />
      ))}
      {props.children}
    </Container>
  )
}

/**
 * An information page that is only its texts (delivery, policies): the title from the page
 * names, then the intro, the date it was updated where it says one, and the sections.
 */
export function TextsOnlyPage(props: {
  page: keyof Texts['pages']
  english: { intro: string; sections: readonly StaticSection[]; updated?: string }
}) {
  const pages = useTexts().pages
  const texts = useTexts(props.english)
  return (
    <StaticPage
      title={pages[props.page]}
      note={texts.updated}
      intro={texts.intro}
      sections={texts.sections}
    />
  )
}
