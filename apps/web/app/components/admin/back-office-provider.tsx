import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { theme } from '#app/theme.ts'

/**
 * The browser build gives the back office its own copy of Mantine (vite-plugins/
 * back-office-mantine.ts), whose components read the theme from their own context: this
 * provides it, with the shop's theme. The shop's root provider has already put the CSS
 * variables and global classes on the page, so this one adds none.
 */
export function BackOfficeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  )
}
