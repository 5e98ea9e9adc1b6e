/** Titles for the Book category; invented, with invented authors. */
export interface BookSeed {
  title: string
  author: string
  sub: string
  pages: number
  price: number
  blurb: string
}

export const BOOKS: BookSeed[] = [
  { title: 'Eating Well in the Monsoon', author: 'Dr. Khin Mar Lwin', sub: 'Nutrition & Cooking', pages: 184, price: 12000, blurb: 'Simple meals that keep the family healthy through the rainy season.' },
  { title: 'The Myanmar Kitchen, Lighter', author: 'Daw Nwe Nwe Aye', sub: 'Nutrition & Cooking', pages: 246, price: 18500, blurb: 'Mohinga, salads and curries cooked with less oil and salt.' },
  { title: 'Sugar Smart', author: 'Dr. Aung Htet Paing', sub: 'Nutrition & Cooking', pages: 212, price: 15000, blurb: 'Understanding sugar, rice and diabetes without giving up the food you love.' },
  { title: 'Plant Protein Every Day', author: 'Thiri Han', sub: 'Nutrition & Cooking', pages: 160, price: 9800, blurb: 'Beans, tofu and peas for vegetarian days and Buddhist fasting days.' },
  { title: 'Your Heart at Fifty', author: 'Dr. Zaw Min Oo', sub: 'Health & Wellness', pages: 228, price: 16500, blurb: 'Blood pressure, cholesterol and exercise explained by a cardiologist.' },
  { title: 'Sleep Better Tonight', author: 'Dr. May Thu Kyaw', sub: 'Health & Wellness', pages: 176, price: 11000, blurb: 'A practical programme for people who lie awake.' },
  { title: 'First Aid at Home', author: 'Myanmar Red Cross Volunteers', sub: 'Health & Wellness', pages: 132, price: 6500, blurb: 'Burns, cuts, fever and choking: what to do in the first ten minutes.' },
  { title: 'Living with Diabetes', author: 'Dr. Soe Moe Naing', sub: 'Health & Wellness', pages: 264, price: 21000, blurb: 'Daily care, food and medicines for people with type 2 diabetes.' },
  { title: 'Walking for Health', author: 'Hnin Wai Phyo', sub: 'Health & Wellness', pages: 120, price: 7500, blurb: 'Thirty minutes a day, step by step, for every age.' },
  { title: 'The Complete Guide to Vitamins', author: 'Wellread Editors', sub: 'Health & Wellness', pages: 352, price: 32000, blurb: 'What each vitamin and mineral does, and how much you really need.' },
  { title: 'Strong Bones for Life', author: 'Dr. Ei Ei Khaing', sub: 'Health & Wellness', pages: 198, price: 14500, blurb: 'Calcium, vitamin D and exercise to prevent osteoporosis.' },
  { title: 'Dengue: Protect Your Family', author: 'Dr. Kyaw Zin Latt', sub: 'Health & Wellness', pages: 96, price: 4500, blurb: 'Mosquito control, warning signs and when to go to hospital.' },
  { title: 'Caring for Parents at Home', author: 'Daw Sandar Win', sub: 'Parenting & Family', pages: 240, price: 19000, blurb: 'Daily care, safety and support for families looking after older parents.' },
  { title: 'Your Baby\'s First Year', author: 'Dr. Nilar Myint', sub: 'Parenting & Family', pages: 288, price: 24500, blurb: 'Feeding, sleep, vaccines and milestones month by month.' },
  { title: 'Healthy Lunch Boxes', author: 'Su Myat Noe', sub: 'Parenting & Family', pages: 140, price: 8800, blurb: 'Fifty school lunches children actually eat.' },
  { title: 'Growing Up Strong', author: 'Dr. Min Thant Zin', sub: 'Parenting & Family', pages: 210, price: 13500, blurb: 'Nutrition and activity for children aged 5 to 12.' },
  { title: 'Pregnancy Week by Week', author: 'Dr. Thandar Aung', sub: 'Parenting & Family', pages: 320, price: 28000, blurb: 'What happens to mother and baby, and which checks to have when.' },
  { title: 'Calm in a Busy City', author: 'Ye Yint Aung', sub: 'Mind & Wellbeing', pages: 168, price: 10500, blurb: 'Breathing, mindfulness and rest for life in Yangon traffic.' },
  { title: 'Meditation for Beginners', author: 'Sayadaw U Pannya (foreword)', sub: 'Mind & Wellbeing', pages: 144, price: 8000, blurb: 'Ten minutes a day of simple meditation practice.' },
  { title: 'Talking About Stress', author: 'Dr. Hsu Lei Yadanar', sub: 'Mind & Wellbeing', pages: 190, price: 12500, blurb: 'Recognising anxiety and low mood, and where to find help.' },
  { title: 'Screen Time, Family Time', author: 'Pyae Phyo Kyaw', sub: 'Mind & Wellbeing', pages: 150, price: 9500, blurb: 'Healthy habits with phones and tablets for the whole family.' },
  { title: 'The Gratitude Journal', author: 'Nandar Hlaing', sub: 'Mind & Wellbeing', pages: 200, price: 7000, blurb: 'A year of short daily prompts.' },
  { title: 'Medical Dictionary for Families', author: 'Wellread Editors', sub: 'Health & Wellness', pages: 640, price: 45000, blurb: 'Two thousand medical words explained in plain English, with Burmese terms.' },
  { title: 'Herbs of Myanmar', author: 'U Tun Lin', sub: 'Health & Wellness', pages: 296, price: 26000, blurb: 'Traditional medicinal plants, their uses and their limits.' },
  { title: 'Cooking for Kidney Health', author: 'Dr. Wai Yan Htun', sub: 'Nutrition & Cooking', pages: 178, price: 14000, blurb: 'Low-salt, low-potassium recipes approved by dietitians.' },
  { title: 'Fit After Forty', author: 'Myo Min Htike', sub: 'Mind & Wellbeing', pages: 186, price: 13000, blurb: 'Strength, balance and flexibility exercises for home.' },
  { title: 'Breastfeeding Made Simple', author: 'Daw Khin Sandar', sub: 'Parenting & Family', pages: 124, price: 6000, blurb: 'Answers to the questions new mothers ask most.' },
  { title: 'The Salt Trap', author: 'Dr. Aung Ko Ko', sub: 'Nutrition & Cooking', pages: 156, price: 9000, blurb: 'Fish sauce, ngapi and hidden salt: cutting down without losing flavour.' },
  { title: 'Heat Season Survival', author: 'Dr. Htet Aung', sub: 'Health & Wellness', pages: 88, price: 3800, blurb: 'Staying safe when the temperature passes 40°C.' },
  { title: 'Atlas of the Human Body', author: 'Wellread Editors', sub: 'Health & Wellness', pages: 420, price: 98000, blurb: 'Illustrated large-format atlas for students and curious readers.' },
  { title: 'Encyclopedia of Natural Medicine', author: 'Wellread Editors', sub: 'Health & Wellness', pages: 760, price: 125000, blurb: 'A hardback reference on herbs, supplements and the evidence behind them.' },
  { title: 'Nursing Skills Handbook', author: 'Daw Mya Mya Than', sub: 'Health & Wellness', pages: 512, price: 86000, blurb: 'Procedures and checklists for nurses and home carers.' },
  { title: 'Children\'s Health A to Z', author: 'Dr. Nilar Myint', sub: 'Parenting & Family', pages: 380, price: 64000, blurb: 'Common childhood illnesses and when to see a doctor.' },
  { title: 'Anatomy Colouring Book', author: 'Padauk Press', sub: 'Mind & Wellbeing', pages: 230, price: 42000, blurb: 'Learn the body by colouring it in; for students and adults.' },
  { title: 'Clinical Nutrition Guide', author: 'Dr. Khin Mar Lwin', sub: 'Nutrition & Cooking', pages: 450, price: 72000, blurb: 'Diet plans for common conditions, for dietitians and doctors.' },
]
