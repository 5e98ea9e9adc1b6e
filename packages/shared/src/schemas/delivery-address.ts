import type { z } from 'zod'
import { messages } from '../messages.ts'
import { PhoneNumberSchema } from './auth.ts'
import { AddressSchema } from './customer.ts'
import { nameText, text } from './text.ts'

const required = text({ error: messages.required }).min(1, messages.required).max(300)

/**
 * An address to deliver to. The spec's Address keeps every field optional (section 5); a saved
 * shipping address and the checkout's delivery form ask for what the checkout marks required:
 * receiver, phone, region, township and street ('Required'; the phone number checked as on
 * sign-up and normalized to 09...).
 */
export const DeliveryAddressSchema = AddressSchema.extend({
  receiverName: nameText({ error: messages.required }).min(1, messages.required).max(300),
  phoneNo: PhoneNumberSchema,
  region: required,
  township: required,
  street: required,
})
export type DeliveryAddressInput = z.input<typeof DeliveryAddressSchema>
