import { z } from 'zod'
import { CONTACT_MESSAGE_MAX_LENGTH } from '../constants/shop.ts'
import { messages } from '../messages.ts'
import { nameText, text } from './text.ts'

/**
 * POST /public/contact: the Contact Us form (spec section 2; the spec does not show the call).
 * Stored for staff to read; the privacy agreement must be ticked.
 */
export const ContactMessageSchema = z.object({
  name: nameText().min(2, messages.contactNameRequired).max(100),
  phone: text().max(30).default(''),
  email: z.email(messages.contactEmailInvalid),
  message: text()
    .min(1, messages.contactMessageRequired)
    .max(
      CONTACT_MESSAGE_MAX_LENGTH,
      messages.contactMessageTooLong.replace('{max}', String(CONTACT_MESSAGE_MAX_LENGTH)),
    ),
  privacyAgreed: z.literal(true, { error: messages.contactPrivacyRequired }),
})
export type ContactMessageInput = z.input<typeof ContactMessageSchema>

export const ContactMessageResultSchema = z.object({ message: z.string() })
