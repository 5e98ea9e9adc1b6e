import { SHOP } from '@kyanma/shared'
import { defineTexts } from '#app/locales/texts-registry.ts'
import { facts } from './shop-facts.ts'

/** How We Deliver (/delivery-method). */
export const deliveryMethod = defineTexts('static-pages/delivery-method#deliveryMethod', {
  meta: `Kyanma delivers across Myanmar: ${facts.days.yangon} in Yangon, a ${facts.deliveryFee} fee and free delivery from ${facts.freeDeliveryFrom}.`,
  intro:
    'We deliver to every region and state of Myanmar. Here is how long it takes, what it costs, and what happens after you place your order.',
  sections: [
    {
      heading: 'Delivery times',
      paragraphs: [
        'Times are counted in business days, Monday to Saturday, from the day your order is confirmed. Checkout shows the dates your order should arrive before you place it.',
      ],
      table: {
        head: ['Where it goes', 'Usually arrives in'],
        rows: [
          ['Yangon Region', facts.days.yangon],
          ['Mandalay Region, Nay Pyi Taw and Taunggyi', facts.days.mainCities],
          ['Everywhere else in Myanmar', facts.days.elsewhere],
        ],
      },
    },
    {
      heading: 'Delivery fee',
      points: [
        `Delivery costs ${facts.deliveryFee} per order, wherever it goes.`,
        `Delivery is free when the items in your order add up to ${facts.freeDeliveryFrom} or more.`,
        'Picking your order up from our store is always free.',
      ],
    },
    {
      heading: 'Ways to receive your order',
      points: [
        'Home delivery: we bring your order to the address you give at checkout.',
        'Outside Yangon Region you can also choose highway bus delivery: we send the parcel to the bus gate you choose, and you collect it there.',
        `Store pick-up: collect your order from our store at ${SHOP.address}, ${facts.supportHours}. We will let you know when it is ready.`,
      ],
    },
    {
      heading: 'Paying for your order',
      points: [
        `${facts.wallets}: you pay on your wallet's page straight after placing the order.`,
        `${facts.transfers}: send the total to one of the bank accounts shown on your order page and upload a photo of the receipt within ${facts.receiptWindow} of placing the order. Orders without a receipt after ${facts.receiptWindow} are cancelled automatically.`,
        'Cash on delivery: pay the delivery person when your order arrives.',
      ],
    },
    {
      heading: 'Following your order',
      paragraphs: [
        'Your order page shows each step, from waiting for payment to delivered, and we send you a notification when it changes. If a delivery is running late, call us and we will check with the courier for you.',
      ],
    },
  ],
} as const)
