import { z } from 'zod'
import { CONTACT_MESSAGE_MAX_LENGTH } from '../constants/shop.ts'
import { messages } from '../messages.ts'

/**
 * POST /public/contact: the Contact Us form (spec section 2; the spec does not show the call).
 * Stored for staff to read; the privacy agreement must be ticked.
 */
export const ContactMessageSchema = z.object({
  name: z.string().trim().min(2, messages.contactNameRequired).max(100),
  phone: z.string().trim().max(30).default(''),
  email: z.email(messages.contactEmailInvalid),
  message: z
    .string()
    .trim()
    .min(1, messages.contactMessageRequired)
    .max(
      CONTACT_MESSAGE_MAX_LENGTH,
      messages.contactMessageTooLong.replace('{max}', String(CONTACT_MESSAGE_MAX_LENGTH)),
    ),
  privacyAgreed: z.literal(true, { error: messages.contactPrivacyRequired }),
})
export type ContactMessageInput = z.input<typeof ContactMessageSchema>

export const ContactMessageResultSchema = z.object({ message: z.string() })
