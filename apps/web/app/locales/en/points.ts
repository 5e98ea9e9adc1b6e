import type { LoyaltyLevelName } from '@kyanma/shared'
import { formatNumber, MAX_TRANSFER_NOTE_LENGTH, messages } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

const points = (count: number) => `${formatNumber(count)} ${count === 1 ? 'point' : 'points'}`

/**
 * The Point History tab, the Transfer Points dialog and its QR scanner (spec sections 2, 4, 5
 * and 8). Quoted texts are the spec's; validation messages come from the shared schemas. Only
 * the profile page imports this file.
 */
export const pointTexts = defineTexts('points#pointTexts', {
  summary: {
    title: 'Your points',
    transfer: 'Transfer Points',
    inviteLink: 'Copy invite link',
    inviteCopied: 'Invite link copied',
    inviteHint: 'Friends who sign up with your link or code earn you points.',
  },
  history: {
    title: 'Point History',
    received: 'Received',
    used: 'Used',
    filterLabel: 'Show',
    filters: { all: 'All', received: 'Received', used: 'Used' },
    from: 'From',
    to: 'To',
    clearDates: 'Clear dates',
    endBeforeStart: 'The end date is before the start date.',
    signed: (type: 'IN' | 'OUT', count: number) =>
      `${type === 'IN' ? '+' : '-'}${formatNumber(count)}`,
    pointsLabel: (type: 'IN' | 'OUT', count: number) =>
      `${type === 'IN' ? 'Received' : 'Used'} ${points(count)}`,
    empty: 'No points yet. You earn 1 point for every 1,000 Ks of a delivered order.',
    noMatch: 'Nothing matches these filters.',
    loadFailed: 'Your point history could not be loaded.',
    retry: 'Try again',
    loading: 'Loading',
    pages: 'Point history pages',
    previous: 'Previous',
    next: 'Next',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  transfer: {
    title: 'Transfer Points',
    toCustomer: 'To Customer',
    toCustomerHint: 'The customer id, from their referral QR code',
    toCustomerPlaceholder: 'Customer id',
    scan: 'Scan QR code',
    points: 'Points',
    balance: (count: number) => `You have ${points(count)}`,
    note: 'Note',
    notePlaceholder: 'Optional, shown to both of you',
    noteMax: MAX_TRANSFER_NOTE_LENGTH,
    submit: 'Transfer',
    cancel: 'Cancel',
    toCustomerRequired: messages.toCustomerRequired,
    toSelf: messages.transferToSelf,
    pointsNotEnough: messages.pointsNotEnough,
    done: messages.profileUpdated,
  },
  scanner: {
    title: 'Scan the QR code',
    hint: "Point the camera at your friend's referral QR code.",
    starting: 'Starting the camera',
    stop: 'Type the id instead',
    video: 'Camera view',
    noCamera: 'No camera here: type the customer id.',
    cameraFailed: 'The camera could not start: type the customer id.',
    timedOut: 'No QR code was read: type the customer id, or scan again.',
  },
  /** The loyalty levels' names (the server's, shared LOYALTY_LEVELS) as readers see them. */
  levelNames: {
    Member: 'Member',
    Silver: 'Silver',
    Gold: 'Gold',
    Platinum: 'Platinum',
  } satisfies Record<LoyaltyLevelName, string>,
} as const)
