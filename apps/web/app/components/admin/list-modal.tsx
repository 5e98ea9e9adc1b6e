import { Modal, type ModalProps } from '@mantine/core'
import { Fragment, type ReactNode, useRef } from 'react'
import type { ListModalState } from './use-list-modal.ts'

/**
 * The list-page kit's modal: adds a row or edits one over the table. Each opening draws its form
 * afresh (the row as it is now, or empty); while the modal fades out after closing, it keeps
 * showing what it showed. `title` and `children` get the row being edited (null when adding).
 */
export function ListModal<Row>(props: {
  modal: ListModalState<Row>
  title: (row: Row | null) => string
  size?: ModalProps['size']
  centered?: boolean
  children: (row: Row | null) => ReactNode
}) {
  const { modal } = props
  const last = useRef(modal.editing)
  if (modal.editing) last.current = modal.editing
  const shown = modal.editing ?? last.current
  return (
    <Modal
      opened={modal.editing !== null}
      onClose={modal.close}
      title={shown ? props.title(shown.row) : null}
      size={props.size}
      centered={props.centered}
    >
      {shown && <Fragment key={shown.opening}>{props.children(shown.row)}</Fragment>}
    </Modal>
  )
}
