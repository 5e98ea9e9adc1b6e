import type { Random } from '../prng.ts'

const INTROS = [
  (name: string) =>
    `${name} is one of our most trusted everyday products, chosen by our pharmacists for quality and value.`,
  (name: string) =>
    `Made to a consistent standard and stored in our air-conditioned warehouse, ${name} reaches you fresh.`,
  (name: string) => `${name} is a simple, reliable choice for the whole family.`,
]

const STORAGE =
  'Store below 30°C in a dry place, away from direct sunlight. Close the pack tightly after use; in the rainy season keep it away from damp walls and bathrooms.'

const DELIVERY =
  'Delivered in sealed packaging with the batch number and expiry date printed on the pack. If anything arrives damaged, contact us within 3 days and we will replace it.'

/**
 * Safe product HTML (paragraphs, a list, strong text). `long` adds storage, delivery and safety
 * sections so that some descriptions pass the 500 characters the product page cuts at.
 */
export function productDescription(
  random: Random,
  input: { name: string; benefits: string[]; usage: string; prescription: boolean; long: boolean },
): string {
  const parts = [
    `<p>${random.pick(INTROS)(escapeHtml(input.name))}</p>`,
    `<ul>${input.benefits.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>`,
    `<p><strong>How to use:</strong> ${escapeHtml(input.usage)}</p>`,
  ]
  if (input.prescription) {
    parts.push(
      '<p><strong>Prescription medicine.</strong> We can only send this product when a valid prescription from a registered doctor is attached to the order. Our pharmacist checks every prescription before the order is approved.</p>',
    )
  }
  if (input.long) {
    parts.push(`<p><strong>Storage:</strong> ${STORAGE}</p>`)
    parts.push(`<p><strong>Delivery:</strong> ${DELIVERY}</p>`)
    parts.push(
      '<p><strong>Good to know:</strong> Supplements and over-the-counter medicines support a healthy lifestyle; they do not replace a varied diet or advice from your doctor. Tell your doctor or pharmacist about everything you take, especially if you are pregnant, breastfeeding or taking other medicines.</p>',
    )
  }
  return parts.join('')
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
