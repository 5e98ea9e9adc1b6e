import { z } from 'zod'
import { messages } from '../messages.ts'
import { adminListQuerySchema, STAFF_ROLES } from './admin.ts'
import { EmailSchema, notOnlySpaces } from './auth.ts'
import { listResponseSchema } from './common.ts'
import { exactText, nameText } from './text.ts'

/** Staff passwords are longer than shoppers': these accounts can change every order. */
export const STAFF_PASSWORD_LENGTH = { min: 12, max: 128 } as const

const DisplayName = nameText({ error: messages.staffNameRequired })
  .min(1, messages.staffNameRequired)
  .max(100)

/** GET /admin/staff (admins only): search by name or email. */
export const AdminStaffListQuerySchema = adminListQuerySchema(
  ['createdAt', 'displayName', 'email', 'role'],
  'createdAt',
  'asc',
)

export const AdminStaffMemberSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
  disabled: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
})
export type AdminStaffMember = z.infer<typeof AdminStaffMemberSchema>
export const AdminStaffListSchema = listResponseSchema(AdminStaffMemberSchema)

/** POST /admin/staff: a new staff or admin account. */
export const AdminStaffCreateSchema = z.object({
  displayName: DisplayName,
  email: EmailSchema,
  password: exactText({ error: messages.passwordRequired })
    .min(STAFF_PASSWORD_LENGTH.min, messages.staffPasswordTooShort)
    .max(STAFF_PASSWORD_LENGTH.max, messages.staffPasswordTooLong)
    .refine(notOnlySpaces, messages.passwordOnlySpaces),
  role: z.enum(STAFF_ROLES),
})
export type AdminStaffCreate = z.input<typeof AdminStaffCreateSchema>

/** PUT /admin/staff/{id}: any of name, role, disabled; what is left out stays as it is. */
export const AdminStaffUpdateSchema = z
  .object({
    displayName: DisplayName.optional(),
    role: z.enum(STAFF_ROLES).optional(),
    disabled: z.boolean().optional(),
  })
  .strict()
export type AdminStaffUpdate = z.input<typeof AdminStaffUpdateSchema>
