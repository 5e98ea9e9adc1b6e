/** The form's fields; `privacyAgreed` starts unticked, which the shared schema refuses. */
export interface ContactFormValues {
  name: string
  phone: string
  email: string
  message: string
  privacyAgreed: boolean
}

export const emptyContactForm: ContactFormValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  privacyAgreed: false,
}
