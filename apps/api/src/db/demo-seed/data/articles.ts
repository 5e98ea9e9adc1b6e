import type { BlogCategory } from '@kyanma/shared'

/** Health articles written for the demo shop. Content is safe HTML (no scripts, no styles). */
export interface ArticleSeed {
  title: string
  description: string
  author: string
  category: BlogCategory
  daysAgo: number
  content: string
}

const p = (text: string) => `<p>${text}</p>`
const h2 = (text: string) => `<h2>${text}</h2>`
const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

export const ARTICLES: ArticleSeed[] = [
  {
    title: 'Dengue season: protect your family',
    description:
      'How to stop mosquitoes breeding at home and which warning signs mean hospital now.',
    author: 'Dr. Kyaw Zin Latt',
    category: 'Seasonal Health',
    daysAgo: 3,
    content: [
      p(
        "Every monsoon, dengue fever fills the children's wards of Yangon and Mandalay. The Aedes mosquito bites in the daytime and breeds in clean, still water, often inside or right beside the house.",
      ),
      h2('Empty the water, every week'),
      ul([
        'Tip out flower vases, plant saucers and old tyres',
        'Cover water jars and drums tightly',
        'Clear roof gutters after heavy rain',
        'Use repellent and long sleeves in the morning and late afternoon',
      ]),
      h2('Warning signs'),
      p(
        'Most people get better with rest, fluids and paracetamol. Go to hospital at once if there is vomiting that does not stop, pain in the belly, bleeding gums or nose, or if the person becomes very tired or restless, especially when the fever starts to fall. Do not give aspirin or ibuprofen for suspected dengue.',
      ),
    ].join(''),
  },
  {
    title: 'Beating the heat: hot-season health',
    description: 'Heat exhaustion and heat stroke: who is at risk and how to stay safe above 40°C.',
    author: 'Dr. Htet Aung',
    category: 'Seasonal Health',
    daysAgo: 12,
    content: [
      p(
        'From March to May, temperatures in central Myanmar regularly pass 40°C. Older people, babies, outdoor workers and people with heart disease or diabetes feel the heat first.',
      ),
      ul([
        'Drink water before you feel thirsty; add oral rehydration salts if you sweat a lot',
        'Rest in the shade between 11 am and 3 pm',
        'Wear loose, light-coloured cotton',
        'Check on elderly neighbours who live alone',
      ]),
      p(
        'Heat stroke is an emergency: hot dry skin, confusion or fainting. Move the person to shade, cool them with wet cloths and a fan, and get help immediately.',
      ),
    ].join(''),
  },
  {
    title: 'Vitamin D in a sunny country',
    description: 'Why so many people in Myanmar are low in vitamin D, and what to do about it.',
    author: 'Dr. Ei Ei Khaing',
    category: 'Supplements',
    daysAgo: 20,
    content: [
      p(
        'It sounds strange in a tropical country, but surveys across South-East Asia find many adults short of vitamin D. Office work, long sleeves, umbrellas and sunscreen all keep sunlight off the skin.',
      ),
      h2('What vitamin D does'),
      p(
        'It helps the body absorb calcium for strong bones and supports muscles and the immune system.',
      ),
      h2('Getting enough'),
      ul([
        'Fifteen minutes of morning sun on arms and legs, a few times a week',
        'Oily fish and eggs',
        'A supplement of 1,000 IU a day is a common, safe choice for adults; ask your doctor about higher doses',
      ]),
    ].join(''),
  },
  {
    title: 'Fish oil: who really benefits?',
    description: 'What the evidence says about omega-3 supplements for heart, brain and joints.',
    author: 'Dr. Zaw Min Oo',
    category: 'Supplements',
    daysAgo: 35,
    content: [
      p(
        'Omega-3 fatty acids (EPA and DHA) are found in oily fish such as sardines and mackerel. People who eat fish twice a week probably do not need a supplement.',
      ),
      p(
        'For people with high triglycerides, a doctor may recommend a higher dose. For everyone else, one 1,000 mg softgel a day is a reasonable choice if fish is rarely on the menu.',
      ),
      ul([
        'Choose products tested for mercury',
        'Keep softgels away from heat',
        'Tell your doctor if you take blood thinners',
      ]),
    ].join(''),
  },
  {
    title: 'Using antibiotics safely',
    description: 'Why finishing the course matters and why antibiotics do not cure a cold.',
    author: 'Daw Mya Mya Than',
    category: 'Medicine Knowledge',
    daysAgo: 8,
    content: [
      p(
        'Antibiotics kill bacteria. They do nothing against viruses, which cause colds, most sore throats and flu. Taking them when they are not needed helps resistant bacteria spread.',
      ),
      h2('Three rules'),
      ul([
        'Only take antibiotics prescribed for you by a doctor',
        'Finish the whole course, even when you feel better',
        'Never share them or keep leftovers for next time',
      ]),
      p('That is why we ask for a prescription before sending any antibiotic.'),
    ].join(''),
  },
  {
    title: 'Paracetamol: the right dose',
    description: 'The most common medicine in every home is safe only at the right dose.',
    author: 'Dr. Aung Ko Ko',
    category: 'Medicine Knowledge',
    daysAgo: 45,
    content: [
      p(
        'Paracetamol relieves pain and fever and is gentle on the stomach. Too much of it damages the liver, and the damage may not show for days.',
      ),
      ul([
        'Adults: 500-1,000 mg every 4-6 hours, at most 4,000 mg in 24 hours',
        'Children: the dose depends on weight; use the measuring spoon',
        'Check cold and flu products, which often contain paracetamol too',
      ]),
    ].join(''),
  },
  {
    title: 'Reading a medicine label',
    description:
      'Active ingredient, strength, expiry date and storage: what every label tells you.',
    author: 'Daw Khin Sandar',
    category: 'Medicine Knowledge',
    daysAgo: 60,
    content: [
      p(
        'Two boxes with different brand names may contain exactly the same medicine. Look for the active ingredient and its strength, for example "Ibuprofen 400 mg".',
      ),
      ul([
        'Expiry date: do not use after the end of that month',
        'Storage: most medicines need a dry place below 30°C',
        'Warnings: drowsiness, alcohol, pregnancy',
      ]),
    ].join(''),
  },
  {
    title: 'A healthier plate of mohinga',
    description: 'Small changes to favourite Myanmar dishes that cut salt and oil.',
    author: 'Daw Nwe Nwe Aye',
    category: 'Nutrition',
    daysAgo: 15,
    content: [
      p(
        'Myanmar food is full of vegetables, fish and herbs. The problems are the extras: a lot of oil on top of curries, and salt from fish sauce, ngapi and seasoning powder.',
      ),
      ul([
        'Pour off the oil layer (see-byan) before serving',
        'Use half the fish sauce and add lime and herbs for flavour',
        'Fill half the plate with vegetables',
        'Swap some white rice for brown rice',
      ]),
    ].join(''),
  },
  {
    title: 'Rice, sugar and diabetes',
    description: 'How people with diabetes can still enjoy rice and sweets.',
    author: 'Dr. Aung Htet Paing',
    category: 'Nutrition',
    daysAgo: 28,
    content: [
      p(
        'Rice is the centre of every meal, and that is fine in the right amount. One cup of cooked rice per meal, with plenty of vegetables and some protein, keeps blood sugar steadier than a large plate of rice alone.',
      ),
      ul([
        'Choose brown rice or mix it with white',
        'Keep sweet tea and mont to the weekend',
        'Walk for fifteen minutes after dinner',
      ]),
    ].join(''),
  },
  {
    title: 'Feeding your baby from six months',
    description: 'First foods, textures and how much: a guide for new parents.',
    author: 'Dr. Nilar Myint',
    category: 'Nutrition',
    daysAgo: 50,
    content: [
      p(
        'Breast milk is all a baby needs for the first six months. After that, babies need extra iron and energy from food.',
      ),
      ul([
        'Start with smooth rice porridge, mashed pumpkin and banana',
        'Add mashed egg, fish and lentils step by step',
        'No salt, sugar or honey before one year',
      ]),
    ].join(''),
  },
  {
    title: 'Sleep: the free medicine',
    description: 'Simple habits for better sleep in a noisy, hot city.',
    author: 'Dr. May Thu Kyaw',
    category: 'General Knowledge',
    daysAgo: 5,
    content: [
      p(
        'Adults need seven to nine hours of sleep. Short sleep raises the risk of high blood pressure, diabetes and low mood.',
      ),
      ul([
        'Go to bed and get up at the same time every day',
        'No phone screen in the last half hour',
        'A fan and a cool shower help in the hot season',
        'Avoid tea and coffee after 2 pm',
      ]),
    ].join(''),
  },
  {
    title: 'Checking your blood pressure at home',
    description: 'How to measure correctly and what the numbers mean.',
    author: 'Dr. Zaw Min Oo',
    category: 'General Knowledge',
    daysAgo: 70,
    content: [
      p(
        'High blood pressure rarely causes symptoms, yet it is a leading cause of stroke in Myanmar. A home monitor makes checking easy.',
      ),
      ul([
        'Sit quietly for five minutes, feet flat, arm supported at heart level',
        'Measure twice, one minute apart, and write both down',
        'Repeated readings of 140/90 or more: see your doctor',
      ]),
    ].join(''),
  },
  {
    title: 'New branch opens in Mandalay',
    description: 'Our second shop opens on 78th Street with a pharmacist on duty every day.',
    author: 'Kyanma Team',
    category: 'News',
    daysAgo: 2,
    content: [
      p(
        'We are happy to open our second branch at 78th Street, Chanayethazan Township, Mandalay. Customers in Mandalay can now pick up orders in store the same day.',
      ),
      p(
        'Opening hours are Monday to Saturday 9 am to 5 pm and Sunday 9 am to 4 pm, like our Yangon shop.',
      ),
    ].join(''),
  },
  {
    title: 'Our pharmacists answer your questions',
    description: 'Free advice by phone on medicines, supplements and side effects.',
    author: 'Kyanma Team',
    category: 'News',
    daysAgo: 40,
    content: [
      p(
        'Not sure which vitamin to choose, or whether two medicines can be taken together? Call our pharmacists during opening hours. The advice is free, whether or not you buy from us.',
      ),
      p('For emergencies, always call a doctor or go to the nearest hospital.'),
    ].join(''),
  },
]
