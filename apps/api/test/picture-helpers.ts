import { asc, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import { media } from '../src/db/schema/index.ts'
import { uploadImage } from './staff-helpers.ts'

/** Helpers for the tests of the pictures records show, and of deleting those they stop showing. */

let drawn = 0
/** A small PNG of a colour this test file has not drawn yet, so no two uploads are the same. */
function newPicture() {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: `#${++drawn}c3` } })
    .png()
    .toBuffer()
}

/** A new picture staff uploaded for `purpose`: its media id and the addresses of its files. */
export async function uploadedPicture(app: FastifyInstance, token: string, purpose: string) {
  const answer = await uploadImage(app, token, await newPicture(), `purpose=${purpose}`)
  expect(answer.status).toBe(201)
  const { id, urls } = answer.body as { id: number; urls: { public: string; thumbnail: string } }
  return { id, addresses: [urls.public, urls.thumbnail] }
}

/** The status a picture's address answers: 200 while its file is served, 404 once deleted. */
export async function servedStatus(app: FastifyInstance, address: string) {
  return (await app.inject({ method: 'GET', url: address })).statusCode
}

/** Which of these pictures still have their media row, in id order. */
export async function pictureRowsLeft(app: FastifyInstance, ids: number[]) {
  const rows = await app.ctx.db
    .select({ id: media.id })
    .from(media)
    .where(inArray(media.id, ids))
    .orderBy(asc(media.id))
  return rows.map((row) => row.id)
}
