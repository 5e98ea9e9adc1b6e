import { z } from 'zod'
import { NAME_MIN_LENGTH } from '../constants/accounts.ts'
import { LANGUAGES } from '../language.ts'
import { messages } from '../messages.ts'
import { EmailSchema, PhoneNumberSchema, SessionUserSchema } from './auth.ts'
import { IdSchema, listResponseSchema } from './common.ts'
import { nameText, text } from './text.ts'

/** Spec section 3: Customer (me). */
export const LevelSchema = z.object({
  level: z.string().meta({ description: 'Name of the current level' }),
  /** Points that reach the next level; null at the top level. */
  levelUpPoints: z.number().int().nullable(),
  /** Points at which the current level starts. */
  minPoints: z.number().int(),
  nextLevel: z.string().nullable(),
})
export type Level = z.infer<typeof LevelSchema>

export const CustomerSchema = z.object({
  id: z.number().int(),
  referralCode: z.string(),
  currentPoint: z.number().int(),
  level: LevelSchema,
  user: SessionUserSchema,
  /** Added by issue 15 (not in the spec, so optional): the language the customer chose. */
  language: z.enum(LANGUAGES).optional(),
})
export type Customer = z.infer<typeof CustomerSchema>

/**
 * PATCH /customers/me/language {language}: the customer's language, used for their SMS,
 * notifications and, when a request names no language of ours, the API's messages (decision 038).
 */
export const LanguageChoiceSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: messages.languageUnknown }),
})
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>

/**
 * POST /customers/me {name, phoneNo, email}. Only these three may change: anything else sent
 * (a role, a balance, a referral code) is refused with a message rather than silently kept.
 */
export const ProfileUpdateSchema = z.strictObject(
  {
    name: nameText({ error: messages.invalidProfileName })
      .min(NAME_MIN_LENGTH, messages.invalidProfileName)
      .max(100, messages.invalidProfileName),
    phoneNo: PhoneNumberSchema,
    email: EmailSchema,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? messages.fieldNotAllowed : undefined) },
)
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>

const field = text().max(300).optional()

/** Spec section 3: Address. Every field is optional text (the checkout form marks some). */
export const AddressSchema = z.object({
  country: field,
  region: field,
  township: field,
  zipCode: field,
  wardBlock: field,
  street: field,
  gate: field,
  houseAptNo: field,
  phoneNo: field,
  receiverName: nameText().max(300).optional(),
  note: field,
  fullAddress: field,
})
export type Address = z.infer<typeof AddressSchema>

export const SavedAddressSchema = z.object({ id: z.number().int(), address: AddressSchema })
export type SavedAddress = z.infer<typeof SavedAddressSchema>
export const SavedAddressListSchema = listResponseSchema(SavedAddressSchema)

/** Create or replace a saved address. */
export const SavedAddressInputSchema = z.object({
  address: AddressSchema.refine((address) => Object.values(address).some(Boolean), {
    message: messages.addressEmpty,
  }),
})
export type SavedAddressInput = z.infer<typeof SavedAddressInputSchema>

export const AddressParamsSchema = z.object({ id: IdSchema })

/** PUT /customers/me/favorites/{productId}?status=true|false */
export const FavoriteParamsSchema = z.object({ productId: IdSchema })
export const FavoriteQuerySchema = z.object({
  status: z.enum(['true', 'false'], { error: 'status must be true or false' }).default('true'),
})
export const FavoriteResultSchema = z.object({
  productId: z.number().int(),
  isFavorite: z.boolean(),
  message: z.string(),
})
export type FavoriteResult = z.infer<typeof FavoriteResultSchema>
