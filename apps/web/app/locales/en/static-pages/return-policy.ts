import { defineTexts } from '#app/locales/texts-registry.ts'
import { facts } from './shop-facts.ts'

/** Cancellation & Return Policy (/disclaimer), with the health disclaimer the path is named for. */
export const returnPolicy = defineTexts('static-pages/return-policy#returnPolicy', {
  meta: `Cancel an order before we approve it, or return unopened items within ${facts.returnWindow} of receiving them.`,
  intro:
    'We want you to be happy with every order. This page explains when you can cancel an order, how returns and refunds work, and what our product information can and cannot do.',
  sections: [
    {
      heading: 'Cancelling an order',
      points: [
        'You can cancel an order yourself from its order page while it is still Waiting for Payment or Pending. Just tell us why.',
        'Once we have approved an order it may already be packed or on its way, so please call us and we will do our best to stop it.',
        'Points you used on a cancelled order go straight back to your balance.',
        `${facts.transfers} orders are cancelled automatically when no receipt is uploaded within ${facts.receiptWindow}.`,
      ],
    },
    {
      heading: 'Returning an item',
      points: [
        `You can return an item within ${facts.returnWindow} of receiving it, as long as it is unopened, with its seal unbroken and in its original packaging.`,
        `If something arrives damaged, expired or is not what you ordered, tell us within ${facts.returnWindow} and we will replace it or refund you, even if you have opened it to find out.`,
        'To start a return, contact us with your order number and a photo of the item. We will arrange a pick-up or tell you where to send it.',
      ],
    },
    {
      heading: 'What we cannot take back',
      paragraphs: [
        'For your safety and the next customer’s, we cannot accept opened or used medicines, supplements, skincare, cosmetics or medical supplies, or food products whose seal is broken, unless they arrived damaged or wrong.',
      ],
    },
    {
      heading: 'Refunds',
      points: [
        'Once we receive and check a returned item, we refund its price to you by bank transfer or mobile wallet, as soon as the check is done.',
        'Points you spent on a refunded order are returned to your balance, and the points the order earned are taken back.',
        'If the return is because of our mistake, we also refund the delivery fee.',
      ],
    },
    {
      heading: 'Health disclaimer',
      paragraphs: [
        'The product descriptions and health articles on Kyanma are general information. They are not medical advice and do not replace a visit to your doctor or pharmacist. Always read the label and follow the directions for use, check with a health professional before starting a new medicine or supplement (especially if you are pregnant, breastfeeding, taking other medicines or buying for a child), and keep all products out of the reach of children.',
      ],
    },
  ],
} as const)
