/** Demo customers (invented people) and the words of their reviews. */
export const CUSTOMER_NAMES = [
  'Aung Ko Ko',
  'Hnin Wai Phyo',
  'Kyaw Zin Latt',
  'Su Myat Noe',
  'Ye Yint Aung',
  'Nilar Myint',
  'Zaw Min Oo',
  'May Thu Kyaw',
  'Htet Aung',
  'Ei Phyu Sin',
  'Min Thant Zin',
  'Khin Sandar',
  'Soe Moe Naing',
  'Thiri Han',
  'Pyae Phyo Kyaw',
  'Nandar Hlaing',
  'Wai Yan Htun',
  'Hsu Lei Yadanar',
  'Myo Min Htike',
  'Thandar Aung',
]

/** Review texts by how happy the reviewer was (stars 0-10). */
export const REVIEW_TEXTS: { minStars: number; texts: string[] }[] = [
  {
    minStars: 9,
    texts: [
      'Excellent quality, exactly as described. Delivery to Sanchaung took one day.',
      'I have bought this three times now. Always fresh, long expiry date.',
      'Very good product and well packed. Will order again.',
      'My mother uses this every day and is very happy with it.',
      'Genuine product, better price than the pharmacy near my house.',
    ],
  },
  {
    minStars: 7,
    texts: [
      'Good product. The box was a little dented but everything inside was fine.',
      'Works well for me. Delivery to Mandalay took three days.',
      'Good value for money. I would like a bigger pack size.',
      'Does what it says. Easy to order and pay with a mobile wallet.',
    ],
  },
  {
    minStars: 4,
    texts: [
      'It is okay. I expected a bit more for the price.',
      'Average. The taste is not for everyone.',
      'Fine, but delivery took longer than promised because of the rain.',
    ],
  },
  {
    minStars: 0,
    texts: [
      'Not for me, it did not suit my skin. Customer service was helpful though.',
      'The pack arrived damaged. They replaced it, but it took a week.',
      'Did not notice any difference after a month.',
    ],
  },
]

export const DEMO_KEYWORDS = [
  'vitamin c',
  'fish oil',
  'sunscreen',
  'paracetamol',
  'collagen',
  'face mask',
  'infant formula',
  'honey',
  'blood pressure monitor',
  'zinc',
  'cough syrup',
  'green tea',
]
