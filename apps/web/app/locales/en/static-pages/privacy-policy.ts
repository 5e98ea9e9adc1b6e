import { MINIMUM_CUSTOMER_AGE, SHOP } from '@kyanma/shared'
import { defineTexts } from '#app/locales/texts-registry.ts'

/** Privacy Policy (/policies). Spec section 2: last updated 1 March 2025. */
export const privacyPolicy = defineTexts('static-pages/privacy-policy#privacyPolicy', {
  meta: 'How Kyanma collects, uses and protects your personal information when you shop with us.',
  updated: 'Last updated: 1 March 2025',
  intro: `This policy explains what personal information ${SHOP.name} collects when you use our website and app, why we need it, and the choices you have. We keep only what we need to serve you, and we never sell your information.`,
  sections: [
    {
      heading: 'What we collect',
      points: [
        'Your account details: your name, phone number, email address and password (stored only in a scrambled form we cannot read back).',
        'Delivery addresses you enter or save, and the notes you leave for our delivery team.',
        'Your orders, the payment method you chose, and receipt images you upload for a bank transfer.',
        'Your reward points history, referral code and point transfers.',
        'Messages you send us through the Contact Us form, with the name, phone and email you give.',
        'Basic technical information our servers record, such as your device type and the pages you visit, to keep the shop secure and working well.',
      ],
    },
    {
      heading: 'How we use it',
      points: [
        'To take, prepare, deliver and support your orders.',
        'To confirm payments with banks and payment providers.',
        'To keep your reward points and level up to date.',
        'To send you order updates and the announcements you see in your notifications.',
        'To answer your questions and improve our products and service.',
        'To prevent fraud and abuse, and to meet our legal duties in Myanmar.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We share only what each partner needs to do their part: your name, phone and address with the delivery service bringing your order, and payment details with the bank or payment provider you chose. We may also share information when the law requires it. We do not sell or rent your personal information to anyone.',
      ],
    },
    {
      heading: 'Cookies and storage on your device',
      paragraphs: [
        'We use one cookie to keep you signed in. Your shopping cart is kept in your browser so it is still there when you come back. We do not use advertising cookies.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Your information is sent over encrypted connections and kept on secured servers. Only the staff who need it for your order or question can see it. If you think someone has used your account, change your password and contact us straight away.',
      ],
    },
    {
      heading: 'Your choices',
      points: [
        'You can see and change your name, phone number, email and saved addresses in your profile at any time.',
        'You can ask us for a copy of the information we hold about you, or ask us to correct or delete it. We keep order records for as long as the law requires.',
        'You can delete announcements and notifications from your list whenever you like.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `Our shop is not meant for children under ${MINIMUM_CUSTOMER_AGE}, and we do not knowingly collect information from them. If you believe a child under ${MINIMUM_CUSTOMER_AGE} has given us personal information, please contact us and we will delete it.`,
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy we will update the date at the top of this page, and tell you in the app when a change affects how we use your information.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `Questions about your privacy? Email ${SHOP.email}, call ${SHOP.phone}, or write to us at ${SHOP.address}.`,
      ],
    },
  ],
} as const)
