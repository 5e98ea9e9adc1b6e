import { SHOP } from '@kyanma/shared'
import { defineTexts } from '#app/locales/texts-registry.ts'

/** The shop's address as pages show it (footer, pickup notes): the English is SHOP.address. */
export const shopAddressTexts = defineTexts('static-pages/shop-address#shopAddressTexts', {
  address: SHOP.address,
})
