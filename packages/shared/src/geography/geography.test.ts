import { describe, expect, it } from 'vitest'
import { optionMatches } from '../select-option.ts'
import {
  isTownshipOf,
  REGION_NAMES,
  regionOfTownship,
  regionOptions,
  townshipOptions,
  townshipsOf,
  YANGON_REGION,
} from './index.ts'

const sorted = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'))

describe('Myanmar region data', () => {
  it('lists the 15 regions and states alphabetically, named as people say them', () => {
    expect(REGION_NAMES).toHaveLength(15)
    expect(REGION_NAMES).toEqual(sorted(REGION_NAMES))
    expect(REGION_NAMES[0]).toBe('Ayeyarwady Region')
    expect(REGION_NAMES).toContain(YANGON_REGION)
    expect(REGION_NAMES).toContain('Shan State')
    expect(REGION_NAMES).toContain('Nay Pyi Taw Union Territory')
    expect(regionOptions()[0]).toEqual({ label: 'Ayeyarwady Region', value: 'Ayeyarwady Region' })
  })

  it("gives a region's townships from all its districts in one sorted list", () => {
    const yangon = townshipsOf(YANGON_REGION)
    expect(yangon).toHaveLength(49)
    expect(yangon).toEqual(sorted(yangon))
    // From four different districts of Yangon.
    for (const township of ['Ahlone', 'Insein', 'Thanlyin', 'Dala'])
      expect(yangon).toContain(township)
    expect(yangon).not.toContain('Bogale')
  })

  it('gives every township, each name once, when no region is chosen', () => {
    const all = townshipsOf()
    expect(all).toHaveLength(488) // 491 townships, three names used in two regions
    expect(new Set(all).size).toBe(all.length)
    expect(all).toEqual(sorted(all))
    expect(townshipsOf(null)).toBe(all)
    expect(townshipsOf('Atlantis Region')).toBe(all)
  })

  it('knows which region a township is in, unless two regions share the name', () => {
    expect(regionOfTownship('Bogale')).toBe('Ayeyarwady Region')
    expect(regionOfTownship('Minhla')).toBeUndefined() // in Bago and in Magway
    expect(regionOfTownship('Nowhere')).toBeUndefined()
    expect(isTownshipOf('Minhla', 'Magway Region')).toBe(true)
    expect(isTownshipOf('Minhla', 'Bago Region')).toBe(true)
    expect(isTownshipOf('Bogale', YANGON_REGION)).toBe(false)
    expect(isTownshipOf('Bogale', null)).toBe(true)
    expect(isTownshipOf('Nowhere', null)).toBe(false)
  })

  it('finds a township option by its name or its district', () => {
    const options = townshipOptions('Ayeyarwady Region')
    const bogale = options.find((option) => option.value === 'Bogale')
    expect(bogale).toEqual({ label: 'Bogale', value: 'Bogale', keywords: ['Pyapon'] })
    expect(optionMatches(bogale!, 'boga')).toBe(true)
    expect(optionMatches(bogale!, ' PYAPON ')).toBe(true)
    expect(optionMatches(bogale!, 'insein')).toBe(false)
    expect(optionMatches(bogale!, '')).toBe(true)
  })
})
