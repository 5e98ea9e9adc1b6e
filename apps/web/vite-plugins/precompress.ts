import { existsSync } from 'node:fs'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { clientOutDir, onClientBuild } from './client-build.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/
/** Below this the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else yield full
  }
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip level 9) beside every compressible
 * file of the browser build, once at build time, so the server sends them without compressing on
 * each request (@fastify/static's `preCompressed`, apps/api/src/plugins/web.ts).
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'kyanma:precompress',
    ...onClientBuild,
    configResolved(config) {
      outDir = clientOutDir(config)
    },
    async closeBundle() {
      // Also called after a failed build, which may have written nothing.
      if (!existsSync(outDir)) return
      const jobs: Promise<void>[] = []
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue
        if ((await stat(file)).size < MIN_BYTES) continue
        jobs.push(
          readFile(file).then(async (content) => {
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ])
            // A compressed copy that is not smaller is not worth a lookup.
            if (br.length < content.length) await writeFile(`${file}.br`, br)
            if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
          }),
        )
      }
      await Promise.all(jobs)
    },
  }
}
