import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * Test files share one PostgreSQL database (`test`) and run in parallel, so each gets a schema of
 * its own that it drops when done.
 */
export async function createSchema(url: string): Promise<string> {
  const schema = `kyanma_test_${randomBytes(5).toString('hex')}`
  await withClient(url, (client) => client.query(`create schema ${schema}`))
  return schema
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`))
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}
