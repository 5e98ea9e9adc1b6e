import path from 'node:path'
import type { ResolvedConfig } from 'vite'

/** Where the browser build is written (React Router's build/client unless configured). */
export function clientOutDir(config: ResolvedConfig): string {
  return path.resolve(config.root, config.environments.client?.build.outDir ?? 'build/client')
}

/** For plugins that act on the browser build only, once it is built. */
export const onClientBuild = {
  apply: 'build',
  applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
} as const
