/** The multipart field every prescription upload repeats, once per image (decision 040). */
export const PRESCRIPTION_FIELD = 'prescriptionFile'
