import { formatNumber, MIN_TRANSFER_POINTS, SHOP, SUPPORT_HOURS } from '@kyanma/shared'
import { defineTexts } from '../texts-registry.ts'
import { facts } from './static-pages/shop-facts.ts'

/**
 * Contact Us (/contact-us): the cards, the message form and the 11 FAQs. The FAQ answers repeat
 * the shop's rules with the numbers the code uses (shop-facts.ts); the referral bonus is the
 * server's setting, so those answers are built for the number it runs with.
 */
export const contact = defineTexts('contact#contact', {
  meta: `Call, email or message Kyanma's customer care team, ${facts.supportHours}, and read answers to common questions.`,
  intro:
    'Questions about an order, a product or your points? Our customer care team is happy to help.',
  cards: {
    email: { title: 'Email', hint: 'We reply within one business day.' },
    address: { title: 'Office address', hint: 'Store pick-up during our opening hours.' },
    phone: {
      title: 'Phone',
      hours: [SUPPORT_HOURS.weekdays, SUPPORT_HOURS.sunday],
    },
  },
  form: {
    title: 'Send us a message',
    intro: 'Fill in the form and we will get back to you by email or phone.',
    name: 'Name',
    namePlaceholder: 'Your name',
    phone: 'Phone',
    phonePlaceholder: '09 123 456 789',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    message: 'Message',
    messagePlaceholder: 'How can we help you?',
    messageCount: (length: number, max: number) =>
      `${formatNumber(length)} / ${formatNumber(max)} characters`,
    privacyBefore: 'I agree to the ',
    privacyLink: 'Privacy Policy',
    privacyAfter: ' and allow Kyanma to use these details to answer me.',
    submit: 'Send message',
  },
  faqTitle: 'Frequently asked questions',
  faqs: (referralBonusPoints: number) => [
    {
      question: 'Do I need an account to order?',
      answer:
        'Yes. Signing up takes a minute with your phone number, and it lets you follow your orders, save addresses and earn reward points on everything you buy. You can browse and fill your cart without an account.',
    },
    {
      question: 'How long does delivery take?',
      answer: `Usually ${facts.days.yangon} in Yangon Region, ${facts.days.mainCities} to Mandalay Region, Nay Pyi Taw and Taunggyi, and ${facts.days.elsewhere} to the rest of Myanmar. Business days are Monday to Saturday, and checkout shows your expected dates.`,
    },
    {
      question: 'How much is delivery?',
      answer: `Delivery is ${facts.deliveryFee} per order, and free when your items add up to ${facts.freeDeliveryFrom} or more. Picking your order up from our store is free.`,
    },
    {
      question: 'How can I pay?',
      answer: `You can pay with ${facts.wallets}, by ${facts.transfers} to one of our bank accounts, with cash on delivery, or at our store when you pick up.`,
    },
    {
      question: 'How long do I have to pay by bank transfer?',
      answer: `Please transfer the total and upload a photo of your receipt on the order page within ${facts.receiptWindow} of placing the order. Orders without a receipt after ${facts.receiptWindow} are cancelled automatically, and any points you used come back.`,
    },
    {
      question: 'Can I return a product?',
      answer: `Yes, within ${facts.returnWindow} of receiving it if it is unopened and still sealed. If something arrives damaged or wrong, tell us within ${facts.returnWindow} and we will replace it or refund you.`,
    },
    {
      question: 'How do reward points work?',
      answer: `You earn ${facts.earning} you pay, added when your order is delivered. Each point is worth ${facts.pointValue} off a later order, and points never expire.`,
    },
    {
      question: 'Can I give my points to someone else?',
      answer: `Yes. In your profile, choose Transfer Points and scan your friend's referral QR code or enter their customer ID. You can send any amount from ${formatNumber(MIN_TRANSFER_POINTS)} point up to your balance.`,
    },
    {
      question: 'What do I get for inviting a friend?',
      answer: `Share your referral code or invite link. When your friend signs up with it and their first order is delivered, you receive ${formatNumber(referralBonusPoints)} points.`,
    },
    {
      question: 'How do I cancel an order?',
      answer:
        'Open the order from your profile and choose Cancel Order while it is Waiting for Payment or Pending. After we approve it, please call us and we will try to stop it.',
    },
    {
      question: 'How can I reach you?',
      answer: `Call ${SHOP.phone} (${facts.supportHours}), email ${SHOP.email}, send the form on this page, or visit us at ${SHOP.address}.`,
    },
  ],
} as const)
