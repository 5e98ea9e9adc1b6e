import type { Customer } from '@kyanma/shared'
import type { ReactNode } from 'react'
import { ChangePasswordForm } from './change-password-form.tsx'
import { CustomerCard } from './customer-card.tsx'
import { PersonalInfoForm } from './personal-info-form.tsx'
import classes from './profile.module.css'

/**
 * The Profile tab (spec section 2): the customer's card, personal information, the saved
 * addresses (another feature's, given by the route) and the change-password form.
 */
export function ProfileTab(props: {
  customer: Customer
  onCustomerChanged: (customer: Customer) => void
  addresses: ReactNode
}) {
  const { customer } = props
  return (
    <div className={classes.layout}>
      <div className={classes.aside}>
        <CustomerCard customer={customer} />
      </div>
      <div className={classes.main}>
        <PersonalInfoForm customer={customer} onSaved={props.onCustomerChanged} />
        {props.addresses}
        <ChangePasswordForm username={customer.user.email ?? customer.user.phoneNumber ?? ''} />
      </div>
    </div>
  )
}
