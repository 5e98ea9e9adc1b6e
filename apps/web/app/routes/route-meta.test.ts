import type { MetaDescriptor } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { textsIn } from '../lib/texts.ts'
import { home as homeTexts } from '../locales/en/home.ts'
import { listing as listingTexts } from '../locales/en/listing.ts'
import { loadAllTexts } from '../locales/texts-registry.ts'
import * as about from './about.tsx'
import * as login from './auth/login.tsx'
import * as brands from './brands.tsx'
import * as home from './home.tsx'
import * as notFound from './not-found.tsx'
import * as productDetail from './product-detail.tsx'

type MetaFunction = (args: never) => MetaDescriptor[]
const metaOf = (route: { meta: unknown }, pathname: string) =>
  (route.meta as MetaFunction)({
    location: { pathname, search: '' },
    matches: [{ id: 'root', loaderData: { publicUrl: 'https://kyanma.shop' } }],
    params: {},
  } as never)
const titleOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => 'title' in tag) as { title: string } | undefined)?.title
const descriptionOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => 'name' in tag && tag.name === 'description') as { content: string })?.content

const BURMESE_LETTERS = /[\u1000-\u109f]/

beforeAll(() => loadAllTexts())

describe("route meta in the page's language (issue 15)", () => {
  const my = () => textsIn('my')

  it('titles and describes the Burmese home page in Burmese', () => {
    const tags = metaOf(home, '/my')
    expect(my().pages.home).toMatch(BURMESE_LETTERS)
    expect(titleOf(tags)).toBe(`${my().pages.home} | ${my().shopName}`)
    expect(descriptionOf(tags)).toBe(textsIn('my', homeTexts).meta.description)
    expect(descriptionOf(tags)).toMatch(BURMESE_LETTERS)
  })

  it('keeps the English home page exactly as it was', () => {
    const tags = metaOf(home, '/')
    expect(titleOf(tags)).toBe('Health and wellness shop | Kyanma')
    expect(descriptionOf(tags)).toBe(homeTexts.meta.description)
  })

  it.each([
    ['/my/about', about, (): string => textsIn('my').pages.about],
    ['/my/auth/login', login, (): string => textsIn('my').pages.login],
    ['/my/brands', brands, (): string => textsIn('my', listingTexts).brandsPage.heading],
    ['/my/no-such-page', notFound, (): string => textsIn('my').pages.notFound],
    // A product the loader did not find: the not-found title, in Burmese.
    ['/my/products/999', productDetail, (): string => textsIn('my').pages.notFound],
  ])('%s has its Burmese title', (pathname, route, title) => {
    expect(title()).toMatch(BURMESE_LETTERS)
    expect(titleOf(metaOf(route, pathname))).toBe(`${title()} | Kyanma`)
  })
})
