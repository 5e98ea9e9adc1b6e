/**
 * Every user-facing message the server or a shared schema produces, written once (English catalogue).
 * Texts quoted by the spec are copied exactly; the others follow the same plain style.
 */
export const messages = {
  // Spec section 5 (validation) and 8 (errors, successes)
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidUsername: 'Invalid username',
  invalidProfileName: 'Invalid Username',
  invalidPhoneNumber: 'Invalid phone number format',
  passwordTooShort: 'Password must have at least 6 characters',
  passwordTooLong: 'Password can only have 16 characters max',
  passwordsDoNotMatch: 'Passwords do not match',
  /** A password of spaces only (issue 14). */
  passwordOnlySpaces: 'A password cannot be only spaces.',
  /** Among the 10,000 most used passwords (issue 14): checked by the server. */
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  smsCodeRequired: 'SMS code is required.',
  invalidInput: 'Invalid input',
  oldPasswordRequired: 'Old password is required',
  newPasswordRequired: 'New password is required',
  reviewRequired: 'Review is required',
  reasonRequired: 'Reason is required',
  toCustomerRequired: 'To Customer Id is required',
  pointsRequired: 'Points is required',
  required: 'Required',
  pointsNotEnough: 'Your current point is not enough.',
  internalServerError: 'Internal server error.',
  somethingWentWrong: 'Something went wrong.',

  // Server-side messages (not quoted by the spec)
  validationFailed: 'Some of the information sent is not valid.',
  notFound: 'The page or item you asked for does not exist.',
  apiRouteNotFound: 'There is no API call at this address.',
  productNotFound: 'This product does not exist or is no longer sold.',
  categoryNotFound: 'This category does not exist.',
  brandNotFound: 'This brand does not exist.',
  unknownListingType: 'Unknown product list type.',
  /** {types} lists the list types the server knows. */
  unknownListingTypeUseOneOf: 'Unknown product list type. Use one of {types}.',
  referenceIdRequired: 'This product list needs a referenceId.',
  signInRequired: 'Please sign in to continue.',
  searchTextRequired: 'Type something to search for.',
  searchTextTooLong: 'A search can have at most {max} characters.',
  unknownBlogCategory: 'is not an article category',
  invalidDate: 'must be a date like 2026-03-01',
  invalidDateTime: 'must be a date and time like 2025-03-01T00:00:00Z',
  startAfterEnd: 'The start of the date range must not be after its end.',
  textHasNul: 'must not contain the NUL character (U+0000)',
  textHasLoneSurrogate: 'contains a broken character (half of a UTF-16 surrogate pair)',
  malformedUpload: 'The upload could not be read: send it as multipart/form-data, complete.',
  /** {max} is the largest bound a range filter takes. */
  rangeOutOfRange: 'must be a range of numbers from 0 to {max}',
  invalidRange: 'must be a range written as "from,to" with numbers, the first not above the second',
  unknownFilterField: 'is not a filter this list understands',
  databaseUnavailable: 'The database is not answering.',
  /** The health check while this server cannot hear the database's change notices. */
  listenerReconnecting:
    'This server is reconnecting to the database’s change notices and is not ready yet.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',

  // Accounts (spec sections 2, 4 and 8 quote some; the rest follow their style)
  invalidEmail: 'Invalid email address',
  loginSuccessful: 'Login successful!',
  registerSuccessful: 'Register successful!',
  profileUpdated: 'Your profile has been updated!',
  passwordChanged: 'You have changed your password...',
  profileChanged: 'You have changed your profile...',
  socialLoginFailed: 'There was an error logging you in. Please try again.',
  thanksForSupporting: 'Thanks for supporting us!',
  wrongCredentials: 'The phone number, email or password is not correct.',
  phoneTaken: 'An account with this phone number already exists.',
  emailTaken: 'An account with this email already exists.',
  wrongOldPassword: 'Your current password is not correct.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  codeSent: 'If this number belongs to an account, a 6-digit code is on its way by SMS.',
  codeWrong: 'This code is not correct.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  codeUsed: 'This code has already been used. Please ask for a new one.',
  codeTooManyTries: 'Too many wrong tries. Please ask for a new code.',
  codeResendTooSoon: 'Please wait for a moment before asking for another code.',
  resetTokenInvalid: 'This password reset has expired. Please start again.',
  socialNotConfigured: 'This way of signing in is not available.',
  addressNotFound: 'This address does not exist.',
  addressEmpty: 'Please fill in the address.',
  addressDeleted: 'The address has been deleted.',
  tooManyAddresses: 'You can keep up to 20 addresses. Please delete one first.',
  // Orders (spec sections 4, 5 and 8 quote some)
  orderTotalChanged: 'The prices have changed. Please check your order again.',
  orderCreated: 'Order created successful!',
  orderCanceled: 'Order canceled successful!',
  orderNotFound: 'This order does not exist.',
  orderNotCancellable: 'This order can no longer be cancelled.',
  /** {product} is the product's name. */
  outOfStock: 'Sorry, {product} is out of stock.',
  productTwiceInOrder: 'Each product can appear only once in an order.',
  payAtStoreNeedsPickup: 'Pay at store is only for store pickup.',
  cashOnDeliveryNeedsDelivery: 'Cash on delivery is only for delivery orders.',
  /** {points} is the most points the order can take. */
  pointsOverTotal: 'You can use at most {points} points on this order.',
  couponNotFound: 'This coupon does not exist.',
  couponNotStarted: 'This coupon is not valid yet.',
  couponExpired: 'This coupon has expired.',
  couponUsedUp: 'This coupon has been fully used.',
  couponAlreadyUsed: 'You have already used this coupon.',
  /** {amount} is the minimum subtotal, formatted. */
  couponMinOrder: 'This coupon needs an order of at least {amount} Ks.',
  idempotencyKeyInvalid: 'The Idempotency-Key header, when sent, must be 8 to 100 characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order.',
  /** The unpaid-order sweep's notification; {voucherNo} and {hours} are filled in. */
  orderAutoCancelledTitle: 'Order cancelled',
  orderAutoCancelledText:
    'Your order {voucherNo} was cancelled because no payment arrived within {hours} hours.',
  orderAutoCancelReason: 'No payment within {hours} hours',
  /** A staff status change the order status machine does not allow. */
  orderStatusNotAllowed: 'An order cannot move from {from} to {to}.',
  // Receipts and gateway payments (the spec quotes only 'Success!' for an upload)
  receiptUploaded: 'Success!',
  receiptNotImage: 'Please choose JPEG, PNG or WebP images only.',
  /** {mb} is the size limit in megabytes. */
  receiptTooLarge: 'Each image must be at most {mb} MB.',
  /** {count} is the most receipts one order may have. */
  receiptTooMany: 'An order can have at most {count} receipt images.',
  receiptMissing: 'Please choose at least one image.',
  receiptNotAccepted:
    'Receipts can be added only to a bank-transfer or mobile-banking order that is not yet approved.',
  receiptNotFound: 'This receipt does not exist.',
  paymentSignatureInvalid: 'The payment callback signature is not valid.',
  paymentAmountMismatch: 'The amount paid is not the order total.',
  paymentNotPayable: 'This order is no longer waiting for payment.',
  paymentGatewayUnavailable:
    'The payment service did not answer. Please try again in a moment, or choose another method.',
  paymentTypeNotChangeable:
    'The payment method can be changed only while the order is waiting for payment.',
  /** The shopper asked to change the method, but the wallet payment had already gone through. */
  paymentAlreadyReceived:
    'Your payment for this order has already arrived, so the payment method was not changed.',
  // Money given back (decision 042)
  refundNotFound: 'This refund does not exist.',
  refundAlreadyDone: 'This money has already been given back.',
  refundReferenceRequired: 'Please enter the reference of the transfer or receipt.',
  refundGatewayUnavailable:
    'This payment cannot be refunded through the gateway. Give it back by hand and enter its reference.',
  refundGatewayFailed:
    'The payment gateway did not accept the refund. Try again, or give it back by hand.',
  refundSentTitle: 'Money refunded',
  refundSentText:
    '{amount} Ks for your order {voucherNo} has been given back. Reference: {reference}.',
  favoriteRemoved: 'Removed from your favourites.',
  unknownReferralCode: 'This referral code does not exist.',
  fieldNotAllowed: 'cannot be changed here',
  signedOut: 'You have signed out.',
  staffOnly: 'This is for shop staff only.',
  adminOnly: 'Only an administrator can do this.',
  /** A write signed in by the session cookie came from a page that is not the shop's. */
  crossOriginWrite:
    "This request did not come from the shop's own pages. Open the shop and try again.",
  imageMissing: 'Please choose an image to upload.',
  imageNotImage: 'This file is not a picture we can use: choose a JPEG, PNG or WebP image.',
  /** {mb} is the largest upload in megabytes. */
  imageTooLarge: 'The image must be at most {mb} MB.',
  /** A staff account tried the shoppers' sign-in: the back office has its own. */
  staffSignInHere: 'Staff accounts sign in at /admin.',
  // Contact Us (the spec shows no texts for the form's checks)
  contactNameRequired: 'Please enter your name.',
  contactEmailInvalid: 'Please enter a valid email address.',
  contactMessageRequired: 'Please write your message.',
  /** {max} is the longest message. */
  contactMessageTooLong: 'Please keep your message under {max} characters.',
  contactPrivacyRequired: 'Please agree to the privacy policy.',
  contactSent: 'Thank you! Your message has been sent. We will reply within one business day.',
  tooManyContactMessages: 'You have sent several messages already. Please try again later.',
  articleNotFound: 'This article does not exist.',
  announcementNotFound: 'This announcement does not exist.',
  announcementTitleRequired: 'Please give the announcement a title.',
  // Back-office content: coupons, articles, announcements
  couponCodeRequired: 'Please enter the coupon code.',
  couponCodeInvalid: 'A coupon code has up to 40 letters, digits, - or _.',
  couponCodeTaken: 'Another coupon already has this code.',
  couponValueInvalid: 'The discount must be a whole number above 0.',
  couponPercentRange: 'A percentage discount must be from 1 to 100.',
  couponMaxDiscountInvalid:
    'The maximum discount must be a whole number of kyats above 0, or empty.',
  couponMinOrderInvalid: 'The minimum order must be a whole number of kyats, 0 or more.',
  couponDatesOrder: 'The coupon must end after it starts.',
  couponLimitInvalid: 'A limit must be a whole number of at least 1, or empty for no limit.',
  wholeKyats: 'Amounts are whole kyats.',
  articleTitleRequired: 'Please give the article a title.',
  articleAuthorRequired: "Please enter the author's name.",
  articleCategoryInvalid: 'Please choose one of the article categories.',
  paymentTypeInvalid: 'Please choose one of the payment methods.',
  articleContentRequired: 'Please write the article.',
  couponSaved: 'The coupon has been saved.',
  articleSaved: 'The article has been saved.',
  announcementSaved: 'The announcement has been saved.',
  orderStatusChanged: 'The order status has been changed.',
  /** The name of a social sign-in account whose provider gave no usable name. */
  defaultDisplayName: 'Kyanma customer',
  // Points and transfers (spec quotes 'Your current point is not enough.' and the two 'required')
  pointsWholeNumber: 'Points must be a whole number.',
  /** {max} is the most one transfer may move. */
  pointsTooMany: 'You can transfer at most {max} points at a time.',
  transferToSelf: 'You cannot transfer points to yourself.',
  transferReceiverNotFound: 'There is no customer with this id.',
  pointFilterInvalid: 'filter must be IN or OUT',
  tooManyTransfers: 'You have made many point transfers recently. Please try again later.',
  adjustmentPointsInvalid: 'An adjustment must be a whole number of points other than 0.',
  adjustmentReasonRequired: 'Please give the reason for the adjustment.',
  /** {balance} is the customer's balance now. */
  adjustmentBelowZero: 'This would take the balance below 0 (it is {balance} points).',
  customerNotFound: 'This customer does not exist.',
  /** The limit is MAX_POINT_ADJUSTMENT (schemas/admin-customers.ts). */
  adjustmentTooLarge: 'An adjustment can move at most 10,000,000 points.',
  pointsAdjusted: 'The points have been adjusted.',
  // Reviews (the spec quotes only 'Review is required')
  /** {max} is REVIEW_MAX_LENGTH. */
  reviewTooLong: 'Please keep your review under {max} characters.',
  reviewStarsInvalid: 'Please give from 0 to 10 stars.',
  reviewNotBought: 'Only customers who bought this product can review it.',
  reviewAlreadyWritten: 'You have already reviewed this product. You can edit your review instead.',
  reviewNotFound: 'This review does not exist.',
  reviewDeleted: 'Your review has been deleted.',
  tooManyReviews: 'You have written or changed several reviews recently. Please try again later.',
  reviewHidden: 'The review is hidden.',
  reviewShown: 'The review is shown again.',
  // Back office: contact messages and staff accounts
  contactMessageNotFound: 'This message does not exist.',
  contactMessageHandled: 'The message is marked as handled.',
  staffNotFound: 'This staff account does not exist.',
  staffNameRequired: 'Please enter a name.',
  staffPasswordTooShort: 'A staff password needs at least 12 characters.',
  staffPasswordTooLong: 'A staff password can have at most 128 characters.',
  staffCreated: 'The staff account has been created.',
  staffUpdated: 'The staff account has been updated.',
  /** An admin may not lock themselves out: the shop must always keep an admin. */
  staffCannotChangeOwnAccess:
    'You cannot disable your own account or take away your own admin role.',
  accountDisabled: 'This account has been disabled. Please ask an administrator.',
  notificationNotFound: 'This notification does not exist.',
  smsSendFailed: 'We could not send the SMS. Please try again.',
  /** The password-recovery SMS; {code} and {minutes} are filled in by the server. */
  smsResetCode: 'Your Kyanma code is {code}. It expires in {minutes} minutes.',
  // Back-office catalogue (products, categories, brands)
  productNameRequired: 'Please give the product a name.',
  productCategoryRequired: 'Please choose a category.',
  priceWholeNumber: 'Prices are whole numbers of kyats, 0 or more.',
  stockWholeNumber: 'Stock is a whole number, 0 or more.',
  originalBelowPrice: 'The original price cannot be lower than the price.',
  productImagesRequired: 'Please add at least one picture.',
  /** {max} is the most pictures a product may have. */
  productImagesTooMany: 'A product can have at most {max} pictures.',
  productImagesRepeated: 'The same picture is added twice.',
  /** {ids} lists the picture ids that name no stored public picture. */
  imageNotFound: 'These pictures do not exist: {ids}.',
  adminProductNotFound: 'This product does not exist.',
  categoryNameRequired: 'Please give the category a name.',
  categoryOwnAncestor: 'A category cannot be placed under itself or one of its own subcategories.',
  brandNameRequired: 'Please give the brand a name.',
  brandNameTaken: 'A brand with this name already exists.',
  // Prescriptions (issue 16, part 1, decision 040)
  /** {products} lists the order's products that need one, by name. */
  prescriptionRequired: 'A prescription is needed for {products}. Please attach a photo of it.',
  prescriptionUnknown:
    'We could not find this prescription among yours. Please attach the photo again.',
  prescriptionWasRefused:
    'The pharmacist did not accept this prescription. Please attach a new one.',
  prescriptionExpired: 'This prescription is no longer valid. Please attach a new one.',
  prescriptionInUse:
    'This prescription is already attached to another order. Please attach the photo again.',
  /** {count} is the most prescription images an order may carry. */
  prescriptionTooMany: 'An order can have at most {count} prescription images.',
  /** {count} images sent without an order in the last {hours} hours. */
  prescriptionUploadLimit:
    'You have sent {count} prescription images in {hours} hours without ordering. Please use one of them, or try again later.',
  prescriptionNotAccepted:
    'A prescription can be added only while the order waits for one, or after the pharmacist asked for a new one.',
  prescriptionNotFound: 'This prescription does not exist.',
  prescriptionNotWaiting: 'This order has no prescription waiting for the pharmacist.',
  prescriptionApprovalFirst: 'A pharmacist must approve the prescription first.',
  /** {from} and {to} are dates (YYYY-MM-DD): today and a year from today, in Myanmar. */
  prescriptionValidityRange: 'The prescription’s validity must be a date from {from} to {to}.',
  /** {min} and {max} are the reason's length limits. */
  prescriptionReasonLength: 'Please give a reason of {min} to {max} characters.',
  prescriptionApprovedTitle: 'Prescription approved',
  prescriptionApprovedText: 'Our pharmacist approved the prescription for your order {voucherNo}.',
  prescriptionRefusedTitle: 'Prescription not accepted',
  /** {reason} is the pharmacist's own words. */
  prescriptionRefusedText:
    'Our pharmacist could not accept the prescription for your order {voucherNo}. Please send a new one within {hours} hours, or cancel the order. Reason: {reason}',
  /** The refusal SMS, in the customer's saved language. */
  smsPrescriptionRefused:
    'Kyanma: the prescription for your order {voucherNo} was not accepted. Please send a new one within {hours} hours. Reason: {reason}',
  /** The prescription sweep's cancel reasons (the order's cancel notice quotes them). */
  prescriptionMissingCancelReason: 'No prescription arrived within {hours} hours',
  prescriptionRefusedCancelReason:
    'No new prescription arrived within {hours} hours of the refusal',
  // Languages (issue 15)
  languageUnknown: 'Please choose English (en) or Burmese (my).',
  languageSaved: 'Your language has been saved.',
} as const

export type MessageKey = keyof typeof messages

/** Notifications of an order's status; {voucherNo} and {reason} are filled in. */
export const orderNotices = {
  WAITING_FOR_PAYMENT: {
    title: 'Order placed',
    description: 'We have received your order {voucherNo}. It is waiting for your payment.',
  },
  PENDING: {
    title: 'Order received',
    description: 'Your order {voucherNo} is with us and will be checked soon.',
  },
  APPROVED: {
    title: 'Order approved',
    description: 'Your order {voucherNo} has been approved and is being prepared.',
  },
  PAID: {
    title: 'Payment received',
    description: 'We have received the payment for your order {voucherNo}.',
  },
  DELIVERED: {
    title: 'Order delivered',
    description: 'Your order {voucherNo} has been delivered. Thank you for shopping with us!',
  },
  CANCELLED: {
    title: 'Order cancelled',
    description: 'Your order {voucherNo} was cancelled. Reason: {reason}',
  },
  REFUNDED: {
    title: 'Order refunded',
    description: 'Your order {voucherNo} has been refunded.',
  },
} as const

/** The notification every customer gets when an announcement is published (its description is the announcement's title). */
export const announcementNotice = { title: 'New announcement' } as const
/**
 * The note on each points ledger row, shown in the customer's Point History. Placeholders:
 * {voucherNo}, {points}, {taken}, {customerId}, {name}.
 */
export const pointNotes = {
  orderEarned: 'Order {voucherNo} delivered',
  orderSpent: 'Used on order {voucherNo}',
  orderCancelRefund: 'Returned from cancelled order {voucherNo}',
  orderRefundRefund: 'Returned from refunded order {voucherNo}',
  orderEarnReversed: 'Order {voucherNo} refunded: its {points} points taken back',
  /** The balance held less than the order earned: the rest is not taken (never below 0). */
  orderEarnReversedPartly:
    'Order {voucherNo} refunded: {taken} of its {points} points taken back (all that was left)',
  transferTo: 'Transfer to customer {customerId}',
  transferFrom: 'Transfer from customer {customerId}',
  referralBonus: 'Referral bonus: {name} received their first order',
} as const

/** Notifications about points; placeholders as in pointNotes. */
export const pointNotices = {
  orderEarned: {
    title: 'Points received',
    description: 'You received {points} points for order {voucherNo}.',
  },
  transferReceived: {
    title: 'Points received',
    description: 'You received {points} points from {name}.',
  },
  staffAdded: {
    title: 'Points added',
    description: 'The shop added {points} points to your balance: {reason}',
  },
  staffTaken: {
    title: 'Points corrected',
    description: 'The shop took {points} points from your balance: {reason}',
  },
  referralBonus: {
    title: 'Referral bonus',
    description:
      'You received {points} points because {name}, whom you invited, received their first order.',
  },
} as const
