import type { cart as english } from '../en/cart.ts'
import type { TextsOf } from '../texts-of.ts'

/** The cart drawer in Burmese: ဈေးခြင်း is the cart, as Myanmar online shops call it. */
export const cart: TextsOf<typeof english> = {
  title: 'ဈေးခြင်း',
  open: 'ဈေးခြင်း ဖွင့်မည်',
  checkout: 'ငွေချေမည်',
  clearAll: 'အားလုံး ဖယ်ရှားမည်',
  empty: 'ဈေးခြင်းထဲတွင် ပစ္စည်း မရှိသေးပါ။',
  total: 'စုစုပေါင်း',
  quantity: 'အရေအတွက်',
  increase: 'တစ်ခု တိုးမည်',
  decrease: 'တစ်ခု လျှော့မည်',
  remove: 'ဈေးခြင်းထဲမှ ဖယ်ရှားမည်',
}
