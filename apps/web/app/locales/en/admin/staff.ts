import { defineTexts } from '#app/locales/texts-registry.ts'

/** The back office's staff accounts (admins only). */
export const adminStaff = defineTexts('admin/staff#adminStaff', {
  title: 'Staff accounts',
  searchPlaceholder: 'Name or email',
  add: 'Add staff',
  columns: {
    displayName: 'Name',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    createdAt: 'Created',
  },
  you: '(you)',
  active: 'Active',
  disabled: 'Disabled',
  form: {
    addTitle: 'Add a staff account',
    editTitle: (name: string) => `Edit ${name}`,
    displayName: 'Name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 12 characters. Give it to the person privately.',
    role: 'Role',
    disabled: 'Disabled (cannot sign in; their sessions end now)',
    ownAccount: 'You cannot disable your own account or take away your own admin role.',
  },
} as const)
