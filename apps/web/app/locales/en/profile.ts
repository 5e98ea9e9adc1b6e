import { formatNumber, messages } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'

/**
 * The profile page (spec section 2, Profile): tabs, the customer's card, personal information
 * and the change-password form. Quoted texts are the spec's; messages come from the shared
 * schemas. Only the profile page imports this file.
 */
export const profile = defineTexts('profile#profile', {
  meta: 'Your Kyanma profile: personal information, saved addresses, points and favourites.',
  loadFailed: 'Your profile could not be loaded.',
  retry: 'Try again',
  tabs: {
    label: 'Profile sections',
    profile: 'Profile',
    orders: 'Order History',
    favorites: 'Favorite Items',
    points: 'Point History',
  },
  card: {
    avatarAlt: (name: string) => `${name}'s profile picture`,
    defaultAvatar: 'No profile picture yet',
    referralCode: 'Referral code',
    /** The id the QR code carries, for a friend who types it in the Transfer Points dialog. */
    customerId: (id: number) => `Customer ID: ${id}`,
    copy: 'Copy',
    copied: 'Copied',
    showQr: 'Show the referral QR code larger',
    qrAlt: 'Referral QR code',
    qrTitle: 'Your referral QR code',
    qrHint: 'A friend scans this code to send you points.',
    points: 'Points',
    level: 'Level',
    toNextLevel: (points: number, next: string) =>
      `${formatNumber(points)} more ${points === 1 ? 'point' : 'points'} to reach ${next}`,
    topLevel: 'You have reached the top level. Thank you!',
    progressLabel: 'Progress to the next level',
  },
  personalInfo: {
    title: 'Personal Information',
    name: 'Name',
    phone: 'Phone Number',
    phonePlaceholder: '09xxxxxxxxx',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    submit: 'Save Changes',
    updated: messages.profileUpdated,
  },
  changePassword: {
    title: 'Change Password',
    intro: 'Your other devices are signed out when the password changes.',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    hint: '6 to 16 characters',
    submit: 'Change Password',
    changed: messages.passwordChanged,
  },
} as const)
