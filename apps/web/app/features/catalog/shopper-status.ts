import { createContext, useContext } from 'react'

/**
 * Whether the person browsing is signed in, as catalogue components need to know it (the heart
 * works only for customers). The session belongs to the auth feature and features do not import
 * each other, so the main layout route provides it. 'unknown' while rendered on the server and
 * until the browser has looked.
 */
export type ShopperStatus = 'unknown' | 'visitor' | 'customer'

export const ShopperStatusContext = createContext<ShopperStatus>('unknown')

export const useShopperStatus = () => useContext(ShopperStatusContext)
