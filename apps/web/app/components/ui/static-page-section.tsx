import { List, Table, Text, Title } from '@mantine/core'
import classes from './static-page.module.css'

/** One titled part of a static page: paragraphs, then an optional list and table. */
export interface StaticSection {
  heading: string
  paragraphs?: readonly string[]
  points?: readonly string[]
  table?: { head: readonly string[]; rows: readonly (readonly string[])[] }
}

/** A section of a StaticPage. */
export function StaticPageSection({ section }: { section: StaticSection }) {
  return (
    <section className={classes.section}>
      <Title order={2} size="h3" mb="sm">
        {section.heading}
      </Title>
      {section.paragraphs?.map((paragraph) => (
        <Text key={paragraph} mb="sm" className={classes.paragraph}>
          {paragraph}
        </Text>
      ))}
      {section.points && (
        <List spacing={6} mb="sm" className={classes.paragraph}>
          {section.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      )}
      {section.table && (
        <Table.ScrollContainer minWidth={320} mb="sm">
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {section.table.head.map((cell) => (
                  <Table.Th key={cell}>{cell}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {section.table.rows.map((row) => (
                <Table.Tr key={row[0]}>
                  {row.map((cell, column) => (
                    // Cells of one row may repeat (two levels at the same step); the column is unique.
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns never reorder
                    <Table.Td key={column}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  )
}
