/** The documented demo customer (README). Only for the demo data; never created in production. */
export const DEMO_ACCOUNT = {
  displayName: 'Demo Customer',
  phoneNumber: '09790000001',
  email: 'demo@kyanma.shop',
  password: 'demo1234',
} as const
