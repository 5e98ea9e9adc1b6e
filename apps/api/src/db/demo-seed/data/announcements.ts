/** Shop announcements for the demo (banners are drawn with their title). */
export interface AnnouncementSeed {
  title: string
  description: string
  daysAgo: number
}

export const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    title: 'Free delivery from 300,000 Ks',
    description: 'Orders of 300,000 Ks or more ship free anywhere in Myanmar.',
    daysAgo: 1,
  },
  {
    title: 'Thingyan holiday hours',
    description: 'Both shops close 13-17 April; online orders ship from 18 April.',
    daysAgo: 4,
  },
  {
    title: 'Mandalay branch now open',
    description: 'Pick up your orders at 78th Street, Mandalay.',
    daysAgo: 6,
  },
  {
    title: 'Monsoon health week',
    description: 'Repellents, ORS and first aid at special prices.',
    daysAgo: 9,
  },
  {
    title: 'Pay with your mobile wallet',
    description:
      'We now accept KBZPay, WavePay, UAB Pay, One Pay, CB Pay and AYA Pay, and MMQR from any banking app.',
    daysAgo: 14,
  },
  {
    title: 'Double points weekend',
    description: 'Earn twice the loyalty points on every order this weekend.',
    daysAgo: 18,
  },
  {
    title: 'New: prescription upload',
    description: 'Attach your prescription to an order and our pharmacist checks it.',
    daysAgo: 25,
  },
  {
    title: 'Highway bus delivery',
    description: 'Send orders to the bus gate of your choice outside Yangon.',
    daysAgo: 31,
  },
  {
    title: 'Skincare brands arrive',
    description: 'Sakura Bloom and Hanbit Skin now in stock.',
    daysAgo: 38,
  },
  {
    title: 'Free blood pressure checks',
    description: 'Every Saturday morning at our Yangon shop.',
    daysAgo: 44,
  },
  {
    title: 'Thadingyut lights sale',
    description: 'Up to 20% off supplements during the festival of lights.',
    daysAgo: 52,
  },
  {
    title: 'Invite a friend, earn points',
    description: 'Share your referral code; both of you earn points.',
    daysAgo: 60,
  },
  {
    title: 'Delivery delays in the rains',
    description: 'Some routes to Rakhine and Chin may take longer this month.',
    daysAgo: 75,
  },
  {
    title: 'Welcome to Kyanma',
    description: 'Your online shop for health and wellness in Myanmar.',
    daysAgo: 120,
  },
]
