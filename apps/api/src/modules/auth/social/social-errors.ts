/**
 * Why a social sign-in failed, for the log. Users see one message either way (spec section 8);
 * the kind decides the status: 401 for a bad credential, 502 when the provider let us down.
 */
export class CredentialRejected extends Error {
  override name = 'CredentialRejected'
}

export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable'
}
