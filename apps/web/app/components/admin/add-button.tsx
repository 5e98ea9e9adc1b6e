import { Button } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { Link } from '../link.tsx'

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>

/**
 * A list page's "add" button beside its title: opens the page's modal (`onClick`) or goes to the
 * page of a new one (`to`, for forms too long for a modal: products, articles).
 */
export function AddButton(
  props: { label: string; icon?: Icon } & ({ onClick: () => void } | { to: string }),
) {
  const { icon: Icon = IconPlus } = props
  const icon = <Icon size={16} aria-hidden />
  if ('to' in props)
    return (
      <Button component={Link} to={props.to} leftSection={icon}>
        {props.label}
      </Button>
    )
  return (
    <Button leftSection={icon} onClick={props.onClick}>
      {props.label}
    </Button>
  )
}
