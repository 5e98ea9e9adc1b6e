import { SHOP } from '@kyanma/shared'
import { defineTexts } from '#app/locales/texts-registry.ts'
import { facts } from './shop-facts.ts'

/** About Us (/about). */
export const about = defineTexts('static-pages/about#about', {
  meta: 'Kyanma is an online health and wellness shop in Yangon delivering genuine medicines, supplements and skincare across Myanmar.',
  intro: `${SHOP.name} means "healthy" in Burmese. We are an online health and wellness shop based in Yangon, and we bring genuine medicines, vitamins and supplements, skincare, medical supplies, healthy groceries and health books to homes all over Myanmar.`,
  contactButton: 'Contact Us',
  sections: [
    {
      heading: 'Why we started',
      paragraphs: [
        'Finding the right vitamins or a trusted brand of blood pressure monitor often meant visiting several pharmacies, or buying online without knowing whether a product was real. We started Kyanma so that families in every township can order health products they can trust, at fair prices, and have them brought to the door.',
      ],
    },
    {
      heading: 'What we promise',
      points: [
        'Genuine products only, bought from the brands themselves or their authorised distributors in Myanmar.',
        'Every pack is checked for its batch number, seal and expiry date before it leaves our store.',
        'Medicines and supplements are kept away from heat and sunlight, as their makers ask.',
        'Clear prices in kyats, with the delivery fee shown before you order.',
        'Honest health articles written to inform you, never to replace your doctor or pharmacist.',
      ],
    },
    {
      heading: 'Shopping with us',
      points: [
        `Delivery to every region of Myanmar: ${facts.days.yangon} in Yangon and up to ${facts.days.longest} elsewhere.`,
        `A delivery fee of ${facts.deliveryFee}, and free delivery when your order adds up to ${facts.freeDeliveryFrom} or more.`,
        `Pay with ${facts.wallets}, by ${facts.transfers}, in cash on delivery or at our store.`,
        `Earn ${facts.earning} you spend, and use your points on your next order. Points never expire.`,
      ],
    },
    {
      heading: 'Talk to us',
      paragraphs: [
        `Our customer care team answers calls and messages ${facts.supportHours}. Ask us about an order, a product, or anything you could not find on this site.`,
      ],
    },
  ],
} as const)
