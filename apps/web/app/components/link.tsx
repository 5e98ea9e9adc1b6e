import { forwardRef } from 'react'
import {
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  type To,
  useNavigate as useRouterNavigate,
} from 'react-router'
import { pathInLanguage, useLanguage } from '../lib/language.ts'

/**
 * React Router's Link, NavLink and useNavigate, keeping the shopper in the page's language: the
 * app writes the spec's addresses ('/products/103') and a Burmese page links to '/my/products/103'
 * (decision 037). Every link and navigation in the app goes through these.
 */

function useLocalize(): (to: To) => To {
  const language = useLanguage()
  return (to) =>
    typeof to === 'string'
      ? pathInLanguage(language, to)
      : to.pathname
        ? { ...to, pathname: pathInLanguage(language, to.pathname) }
        : to
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={useLocalize()(to)} {...props} />
})

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, ...props },
  ref,
) {
  return <RouterNavLink ref={ref} to={useLocalize()(to)} {...props} />
})

/** `navigate('/orders/5')` goes to '/my/orders/5' on a Burmese page; `navigate(-1)` as always. */
export function useNavigate() {
  const navigate = useRouterNavigate()
  const localize = useLocalize()
  return (to: To | number, options?: NavigateOptions) =>
    typeof to === 'number' ? navigate(to) : navigate(localize(to), options)
}
