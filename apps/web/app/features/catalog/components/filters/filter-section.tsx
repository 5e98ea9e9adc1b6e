import { IconChevronDown } from '@tabler/icons-react'
import { type ReactNode, useId, useState } from 'react'
import classes from './filters.module.css'

/** One part of the filter panel; its title opens and closes it (spec section 4). */
export function FilterSection(props: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true)
  const bodyId = useId()
  return (
    <section className={classes.section}>
      <h3 className={classes.sectionTitle}>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((current) => !current)}
        >
          {props.title}
          <IconChevronDown size={16} className={classes.chevron} aria-hidden />
        </button>
      </h3>
      <div id={bodyId} hidden={!open}>
        {props.children}
      </div>
    </section>
  )
}
