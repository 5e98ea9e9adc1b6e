import { Container, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
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
