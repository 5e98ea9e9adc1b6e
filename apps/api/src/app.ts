import fastifyStatic from '@fastify/static'
import { setZawgyiConverter } from '@kyanma/shared'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { AppContext } from './app-context.ts'
import type { AppConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { isDatabaseEmpty, seedDemoData } from './db/demo-seed/index.ts'
import { migrateDatabase } from './db/migrate.ts'
import { type DataDirLock, lockDataDir } from './lib/data-dir-lock.ts'
import { zawgyiToUnicode } from './lib/zawgyi.ts'
import { serveMediaFrom } from './modules/media/media-route.ts'
import { openFileStores } from './modules/media/open-file-stores.ts'
import { createModules, registerModules } from './modules/register-modules.ts'
import { guardAdminRoutes, registerAuth } from './plugins/auth.ts'
import { guardCookieWrites } from './plugins/cookie-write-origin.ts'
import { registerErrorHandlers } from './plugins/error-handler.ts'
import { registerRequestLanguage, translateSuccessMessages } from './plugins/request-language.ts'
import { OneLinePerRequest } from './plugins/request-log.ts'
import { securityHeaders } from './plugins/security-headers.ts'
import { registerSwagger } from './plugins/swagger.ts'
import { registerWeb } from './plugins/web.ts'

/**
 * The file stores first (a wrong bucket or key stops the start at once), then the database;
 * whatever was opened is closed again, and the data directory released, when a step fails.
 */
async function openStorage(config: AppConfig, lock: DataDirLock | undefined) {
  try {
    const files = await openFileStores(config)
    try {
      return { files, database: await openDatabase(config.database) }
    } catch (error) {
      files.close()
      throw error
    }
  } catch (error) {
    lock?.release()
    throw error
  }
}

/** Where log lines go instead of stdout (a test reading them). */
export interface LogStream {
  write(line: string): void
}

/**
 * Builds the whole server: database (migrated), modules under /api, media files, docs and error
 * handling. Tests call it with an in-memory database; server.ts with the environment's config.
 */
export async function buildApp(
  config: AppConfig,
  options: { logStream?: LogStream } = {},
): Promise<FastifyInstance> {
  // Every request text goes through the shared text type: from here on it also reads Zawgyi.
  setZawgyiConverter(zawgyiToUnicode)
  const usesDataDirDatabase = config.database.kind === 'pglite' && config.database.dataDir !== null
  const lock: DataDirLock | undefined = usesDataDirDatabase
    ? lockDataDir(config.dataDir)
    : undefined
  const { files, database } = await openStorage(config, lock)
  try {
    await migrateDatabase(database, config.database)
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      media: files.media,
      privateFiles: files.privateFiles,
    }

    const headers = securityHeaders(config.publicUrl)
    const app = Fastify({
      logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
      logController: new OneLinePerRequest(),
      trustProxy: config.trustProxy,
      frameworkErrors: headers.frameworkError,
    })
    if (config.seedDemoData && (await isDatabaseEmpty(ctx.db))) {
      const summary = await seedDemoData(ctx)
      app.log.info(summary, 'the database was empty: seeded the demo shop')
    }
    const modules = await createModules(ctx, app.log)
    const { services } = modules
    app.decorate('ctx', ctx)
    app.decorate('services', services)
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    // One hook, in this order: background work may still write to the database it closes.
    app.addHook('onClose', async () => {
      await services.stop(app.log)
      await database.close()
      files.close()
      lock?.release()
    })

    registerRequestLanguage(app)
    registerErrorHandlers(app)
    translateSuccessMessages(app)
    headers.register(app)
    await registerAuth(app, services.sessions)
    guardCookieWrites(app, config.publicUrl)
    guardAdminRoutes(app)
    await registerSwagger(app)
    await app.register((api) => registerModules(api, modules), { prefix: '/api' })
    if (files.publicDir)
      await app.register(fastifyStatic, {
        root: files.publicDir,
        prefix: '/media/',
        decorateReply: false,
        maxAge: '365d',
        immutable: true,
      })
    else serveMediaFrom(app, files.media.files)
    if (config.serveWeb) await registerWeb(app)
    return app
  } catch (error) {
    await database.close().catch(() => {})
    files.close()
    lock?.release()
    throw error
  }
}
