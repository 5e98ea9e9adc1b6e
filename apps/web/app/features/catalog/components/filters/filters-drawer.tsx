import { Button, Drawer } from '@mantine/core'
import { useTexts } from '#app/lib/texts.ts'
import { filters as filterTexts } from '#app/locales/en/filters.ts'
import { listing as listingTexts } from '#app/locales/en/listing.ts'
import { FilterPanel } from './filter-panel.tsx'
import classes from './filters.module.css'

/**
 * Small screens: the filter panel in a drawer, loaded when first opened. Choices apply at once
 * behind it; the button at the foot closes it onto the products.
 */
export default function FiltersDrawer(props: {
  opened: boolean
  onClose: () => void
  total: number | undefined
}) {
  const texts = useTexts(filterTexts)
  const title = useTexts(listingTexts).filters.title
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      title={title}
      position="left"
      size="sm"
      styles={{
        header: { paddingBottom: 0 },
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      {/* The drawer's title names the panel already. */}
      <FilterPanel titled={false} />
      <div className={classes.drawerFoot}>
        <Button fullWidth onClick={props.onClose}>
          {texts.show(props.total)}
        </Button>
      </div>
    </Drawer>
  )
}
