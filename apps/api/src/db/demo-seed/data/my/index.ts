// PLACEHOLDER (branch cat-my): the demo-my branch writes the real Burmese demo texts in this
// folder; when it is merged, its files replace this one. Only the export the seed uses is kept
// here, with a few entries, so the seed and the tests can store Burmese texts meanwhile.

const PLACEHOLDER: Record<string, string> = {
  Medicine: 'ဆေးဝါး',
  Skincare: 'အသားအရေ ထိန်းသိမ်းမှု',
  'Pain Relief & Fever': 'အကိုက်အခဲနှင့် အဖျား',
  Paracetamol: 'ပါရာစီတမော',
}

/** The Burmese version of an English demo text, or undefined when there is none. */
export function burmeseDemoText(english: string): string | undefined {
  return PLACEHOLDER[english]
}
