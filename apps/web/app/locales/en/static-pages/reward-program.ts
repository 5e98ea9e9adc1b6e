import { formatNumber, LOYALTY_LEVELS, MIN_TRANSFER_POINTS } from '@kyanma/shared'
import { defineTexts } from '#app/locales/texts-registry.ts'
import { facts } from './shop-facts.ts'

const points = (count: number) => `${formatNumber(count)} ${count === 1 ? 'point' : 'points'}`

/**
 * Reward Program (/reward-program). The referral bonus is a server setting (REFERRAL_BONUS_POINTS),
 * so the page is written for the number the server runs with.
 */
export const rewardProgram = defineTexts('static-pages/reward-program#rewardProgram', {
  meta: `Earn ${facts.earning} you spend at Kyanma, climb the levels and invite friends. Points never expire.`,
  intro: `Every order earns you points, and every point takes money off your next order. Points never expire, so there is no rush to spend them.`,
  sections: (referralBonusPoints: number) => [
    {
      heading: 'Earning points',
      points: [
        `You earn ${facts.earning} you pay for an order, after any discount and points used, rounded down.`,
        'Points are added to your balance when your order is delivered.',
        'If an order is returned and refunded, the points it earned are taken back.',
      ],
    },
    {
      heading: 'Using points',
      points: [
        `Each point is worth ${facts.pointValue} at checkout. Type how many points to use and the total goes down by the same amount.`,
        'You can use points on any order, together with any payment method.',
        'If you cancel the order, the points you used come back to your balance.',
      ],
    },
    {
      heading: 'Levels',
      paragraphs: [
        'Your level follows your points balance. Your profile shows your level and how many points you need to reach the next one.',
      ],
      table: {
        head: ['Level', 'Points balance'],
        rows: LOYALTY_LEVELS.map((level, index) => {
          const next = LOYALTY_LEVELS[index + 1]
          const band = next
            ? `${formatNumber(level.minPoints)} to ${formatNumber(next.minPoints - 1)}`
            : `${formatNumber(level.minPoints)} or more`
          return [level.name, band]
        }),
      },
    },
    {
      heading: 'Invite friends',
      paragraphs: [
        `Share your referral code or invite link from your profile. When a friend signs up with it and their first order is delivered, you receive ${points(referralBonusPoints)}.`,
      ],
    },
    {
      heading: 'Sending points',
      paragraphs: [
        `You can send points to family or friends who shop with Kyanma: scan their referral QR code or enter their customer ID in your profile. The smallest transfer is ${points(MIN_TRANSFER_POINTS)}, and both of you see it in your point history.`,
      ],
    },
  ],
} as const)
