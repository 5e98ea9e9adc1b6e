import { Stack, type StackProps } from '@mantine/core'
import type { ReactNode } from 'react'

/**
 * A column of items (ordered products, reviews) marked up as a list, so that screen readers
 * announce it as one and say how many items it has, but drawn without bullets or indent.
 */
export function BareList(props: StackProps & { 'aria-label'?: string; children: ReactNode }) {
  return <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...props} />
}
