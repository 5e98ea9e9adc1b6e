import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { textsIn } from '#app/lib/texts.ts'
import { profile } from '#app/locales/en/profile.ts'
import { loadAllTexts } from '#app/locales/texts-registry.ts'
import { renderInApp } from '#test/render.tsx'
import { customerFixture } from '../test/customer-fixture.ts'
import { LevelPoints } from './level-points.tsx'

describe('points and level', () => {
  it('shows the points with thousands separators on an English page', () => {
    renderInApp(<LevelPoints customer={customerFixture()} />, { url: '/profile' })
    expect(screen.getByTestId('current-points').textContent).toBe('1,250')
    expect(screen.getByText('3,750 more points to reach Gold')).toBeTruthy()
  })

  it('shows Burmese labels and Myanmar digits on a Burmese page (issue 15)', async () => {
    await loadAllTexts()
    const burmese = textsIn('my', profile).card
    renderInApp(<LevelPoints customer={customerFixture()} />, { url: '/my/profile' })
    expect(screen.getByTestId('current-points').textContent).toBe('၁,၂၅၀')
    expect(screen.getByText(burmese.points)).toBeTruthy()
    // The level names too: Silver is ငွေ, the next one Gold is ရွှေ.
    expect(screen.getByText('ငွေ')).toBeTruthy()
    expect(screen.getByText(burmese.toNextLevel(3_750, 'ရွှေ'))).toBeTruthy()
    expect(screen.queryByText('3,750 more points to reach Gold')).toBeNull()
  })
})
