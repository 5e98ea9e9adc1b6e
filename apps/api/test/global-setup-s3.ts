import type { TestProject } from 'vitest/node'
import setupDatabase from './global-setup.ts'
import { startLocalS3 } from './s3-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the api-s3 project: every test app keeps its files in a bucket of this server. */
    testS3Endpoint?: string
  }
}

/** The api-s3 project: the suite's database, plus a local S3-compatible server for the files. */
export default async function setup(project: TestProject) {
  const removeDatabase = await setupDatabase(project)
  const s3 = await startLocalS3()
  project.provide('testS3Endpoint', s3.endpoint)
  return async () => {
    await s3.close()
    removeDatabase()
  }
}
