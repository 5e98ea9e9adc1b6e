import { defineTexts } from '#app/locales/texts-registry.ts'

/** The back office's money to give back (decision 042). */
export const adminRefunds = defineTexts('admin/refunds#adminRefunds', {
  title: 'Refunds',
  searchPlaceholder: 'Voucher no, customer name or phone',
  filter: { label: 'Show', due: 'To give back', done: 'Given back' },
  columns: {
    voucherNo: 'Voucher No',
    customer: 'Customer',
    reason: 'Why',
    amount: 'Amount',
    owedSince: 'Owed since',
    given: 'Refund',
  },
  reasons: {
    AMOUNT_MISMATCH: 'Paid a different amount than the total',
    NOT_PAYABLE: 'Paid after the order was paid or cancelled',
    CANCELLED_AFTER_PAYMENT: 'Cancelled after payment',
    RETURNED: 'Refunded after delivery',
  },
  methods: { GATEWAY: 'Through the payment gateway', MANUAL: 'By hand' },
  give: 'Give back',
  modalTitle: (voucherNo: string) => `Give money back for ${voucherNo}`,
  paidWith: (gateway: string, reference: string) =>
    `Paid through ${gateway}, reference ${reference}`,
  notThroughGateway: 'This money did not come through a payment gateway that can refund it.',
  method: 'How',
  reference: 'Reference',
  referenceHint: 'The bank transfer’s or the receipt’s number, so the customer can find it.',
  note: 'Note for the team',
  confirm: (amount: string) => `Give back ${amount}`,
  close: 'Close',
  done: 'The money is given back; the customer has been told.',
  givenBy: (name: string, at: string) => `${at} by ${name}`,
  /** The dashboard's notice while money waits to be given back. */
  waiting: (count: number) =>
    count === 1
      ? '1 refund is waiting to be given back.'
      : `${count} refunds are waiting to be given back.`,
  openList: 'Open the refunds',
} as const)
