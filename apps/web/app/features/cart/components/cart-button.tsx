import { burmeseDigits } from '@kyanma/shared'
import { IconShoppingCart } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import shell from '#app/components/layout/shell.module.css'
import { useLanguage } from '#app/lib/language.ts'
import { useTexts } from '#app/lib/texts.ts'
import { totalQuantity } from '../cart-rules.ts'
import { cart, useCartDrawerOpen, useCartItems } from '../cart-store.ts'

// The drawer's code (and Mantine's modal machinery) loads when the cart is first opened.
const CartDrawer = lazy(() => import('./cart-drawer.tsx'))

/** The header's cart icon, its badge of units when above 0, and the drawer it opens. */
export function CartButton() {
  const texts = useTexts()
  const language = useLanguage()
  const quantity = totalQuantity(useCartItems())
  const opened = useCartDrawerOpen()
  const [drawerWanted, setDrawerWanted] = useState(false)
  if (opened && !drawerWanted) setDrawerWanted(true)
  return (
    <>
      <button
        type="button"
        className={shell.iconButton}
        aria-label={texts.cart.open}
        onClick={cart.openDrawer}
      >
        <IconShoppingCart size={22} />
        {quantity > 0 && (
          <span className={shell.badge} data-testid="cart-badge">
            {/* Plain digits as before (no thousands separator), Myanmar ones on Burmese pages. */}
            {language === 'my' ? burmeseDigits(String(quantity)) : quantity}
          </span>
        )}
      </button>
      {drawerWanted && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
    </>
  )
}
