import { Box, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './note-box.module.css'

/**
 * A tinted box with an optional title: warnings, the cancelled note and the help box. Plain
 * elements rather than Mantine's Alert, whose styles would join every page's stylesheet.
 */
export function NoteBox(props: {
  color: 'yellow' | 'red' | 'gray'
  title?: string
  icon?: ReactNode
  children: ReactNode
}) {
  return (
    <Box className={classes.box} data-color={props.color} role="note">
      {props.icon && <span className={classes.icon}>{props.icon}</span>}
      <div>
        {props.title && (
          <Text fw={700} size="sm" mb={4}>
            {props.title}
          </Text>
        )}
        {/* A div, so a note may hold paragraphs and buttons. */}
        <Text size="sm" component="div">
          {props.children}
        </Text>
      </div>
    </Box>
  )
}
