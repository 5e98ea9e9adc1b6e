import { Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { useTexts } from '#app/lib/texts.ts'
import { profile } from '#app/locales/en/profile.ts'
import classes from './profile.module.css'

const TABS = ['profile', 'orders', 'favorites', 'points'] as const
type TabName = (typeof TABS)[number]
const TAB_PARAM = 'tab'

const tabOf = (raw: string | null): TabName =>
  (TABS as readonly string[]).includes(raw ?? '') ? (raw as TabName) : 'profile'

/**
 * Profile, Order History, Favorite Items, Point History (spec section 2). The open tab is in the
 * address (?tab=favorites), so a reload or a shared link opens it again; only the open tab is
 * rendered, so the orders, favourites and points are asked for when their tab is opened.
 */
export function ProfileTabs(props: {
  profile: ReactNode
  orders: ReactNode
  favorites: ReactNode
  points: ReactNode
}) {
  const texts = useTexts(profile)
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = tabOf(searchParams.get(TAB_PARAM))
  const choose = (value: string | null) => {
    const next = new URLSearchParams(searchParams)
    if (tabOf(value) === 'profile') next.delete(TAB_PARAM)
    else next.set(TAB_PARAM, tabOf(value))
    setSearchParams(next, { replace: true, preventScrollReset: true })
  }
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false}>
      <Tabs.List mb="lg" aria-label={texts.tabs.label} className={classes.tabList}>
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name} className={classes.tab}>
            {texts.tabs[name]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="profile">{props.profile}</Tabs.Panel>
      <Tabs.Panel value="orders">{props.orders}</Tabs.Panel>
      <Tabs.Panel value="favorites">{props.favorites}</Tabs.Panel>
      <Tabs.Panel value="points">{props.points}</Tabs.Panel>
    </Tabs>
  )
}
