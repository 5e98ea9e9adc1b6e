import { defineTexts } from '#app/locales/texts-registry.ts'

/** The back office's Contact Us inbox. */
export const adminMessages = defineTexts('admin/messages#adminMessages', {
  title: 'Contact messages',
  searchPlaceholder: 'Name, email, phone or text',
  columns: {
    from: 'From',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
    received: 'Received',
    handled: 'Handled',
  },
  filter: { label: 'Show', all: 'All', open: 'Not handled', handled: 'Handled' },
  read: 'Read',
  markHandled: 'Mark handled',
  notHandled: 'Not yet',
  handledBy: (name: string, at: string) => `${at} by ${name}`,
  modalTitle: (name: string) => `Message from ${name}`,
  close: 'Close',
  /** The dashboard's notice while messages wait for an answer. */
  waiting: (count: number) =>
    count === 1
      ? '1 contact message is waiting for an answer.'
      : `${count} contact messages are waiting for an answer.`,
  openInbox: 'Open the inbox',
} as const)
