import { messages, type PointTransferInput, PointTransferSchema } from '@kyanma/shared'
import type { FormErrors } from '@mantine/form'

/** The Transfer Points dialog's fields as typed (spec section 2). */
export interface TransferFormValues {
  toCustomerId: string
  points: string
  note: string
}

export const emptyTransferForm: TransferFormValues = { toCustomerId: '', points: '', note: '' }

const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text))

/** The request body: the spec's client names the sender too (the server decides it anyway). */
export function transferBody(values: TransferFormValues, fromId: number): PointTransferInput {
  return {
    toCustomer: { id: numberOrNothing(values.toCustomerId) as number },
    fromCustomer: { id: fromId },
    points: numberOrNothing(values.points) as number,
    note: values.note,
  }
}

const FIELD_OF: Record<string, keyof TransferFormValues> = {
  toCustomer: 'toCustomerId',
  points: 'points',
  note: 'note',
}

/**
 * The shared transfer rule (spec section 5: 'To Customer Id is required', 'Points is required'),
 * plus one the server would refuse anyway: not to oneself.
 */
export function validateTransferForm(values: TransferFormValues, selfId: number): FormErrors {
  const errors: FormErrors = {}
  const parsed = PointTransferSchema.safeParse(transferBody(values, selfId))
  for (const issue of parsed.error?.issues ?? []) {
    const field = FIELD_OF[String(issue.path[0])]
    if (field && !errors[field]) errors[field] = issue.message
  }
  if (!errors.toCustomerId && Number(values.toCustomerId) === selfId)
    errors.toCustomerId = messages.transferToSelf
  return errors
}
