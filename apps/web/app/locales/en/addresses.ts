import { messages } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

/**
 * Saved shipping addresses (spec sections 2 and 3): the list on the profile and the address
 * form. Field names follow the checkout form's (Receiver, Phone, Region, Township...).
 */
export const addresses = defineTexts('addresses#addresses', {
  title: 'Saved Addresses',
  intro: 'Where we deliver your orders.',
  add: 'Add Address',
  edit: 'Edit',
  delete: 'Delete',
  editLabel: (receiver: string) => `Edit the address for ${receiver}`,
  deleteLabel: (receiver: string) => `Delete the address for ${receiver}`,
  empty: 'You have no saved addresses yet. Add one to check out faster.',
  loadFailed: 'Your addresses could not be loaded.',
  retry: 'Try again',
  fields: {
    receiverName: 'Receiver',
    phoneNo: 'Phone',
    region: 'Region',
    township: 'Township',
    houseAptNo: 'House/Apt No',
    street: 'Street',
    wardBlock: 'Ward/Block',
    note: 'Note',
  },
  placeholders: {
    phoneNo: '09xxxxxxxxx',
    note: 'A landmark, or when to deliver',
  },
  loading: 'Loading...',
  form: {
    addTitle: 'Add Address',
    editTitle: 'Edit Address',
    save: 'Save Address',
    cancel: 'Cancel',
  },
  deleteDialog: {
    title: 'Delete this address?',
    body: (summary: string) => `${summary} will be removed from your saved addresses.`,
    confirm: 'Delete',
    cancel: 'Cancel',
  },
  saved: 'Your address has been saved!',
  deleted: messages.addressDeleted,
  tooMany: messages.tooManyAddresses,
  required: messages.required,
} as const)
