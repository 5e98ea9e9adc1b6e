import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { PlainButton } from '#app/components/ui/plain-button.tsx'
import { activeFilterCount } from '#app/features/catalog/listing-params.ts'
import { useListingSearch } from '#app/features/catalog/use-listing-search.ts'
import { useTexts } from '#app/lib/texts.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import classes from '../listing/listing.module.css'

// The drawer's code (and Mantine's Drawer) loads on the first tap, not with the page.
const FiltersDrawer = lazy(() => import('./filters-drawer.tsx'))

/** Small screens: 'Filters' (with how many are chosen) opens the filter panel in a drawer. */
export function FiltersButton({ total }: { total: number | undefined }) {
  const texts = useTexts(listingTexts).filters
  const { state } = useListingSearch()
  const [opened, setOpened] = useState(false)
  const [requested, setRequested] = useState(false)
  return (
    <>
      <PlainButton
        className={classes.filtersButton}
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setRequested(true)
          setOpened(true)
        }}
      >
        {texts.open(activeFilterCount(state))}
      </PlainButton>
      {requested && (
        <Suspense fallback={null}>
          <FiltersDrawer opened={opened} onClose={() => setOpened(false)} total={total} />
        </Suspense>
      )}
    </>
  )
}
