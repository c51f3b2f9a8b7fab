/** Marketing claims shown as figures (docs/product.md#marketing-claims). */
export interface Stat {
  value: string;
  label: string;
}

export const homeStats: readonly Stat[] = [
  { value: '50+', label: 'Clients' },
  { value: '5+', label: 'Years' },
  { value: '24/7', label: 'Support' },
  { value: '4.9', label: 'Google rating' },
];

export const guarantee = {
  badge: 'Risk-Free Guarantee - Pay only for verified results',
  heading: 'Our Risk-Free Guarantee',
  body: 'We agree on the results that matter to your business before we start. If we do not deliver them, you do not pay for them. Every engagement begins with a free 30-minute consultation and a free digital marketing audit, a $500 value.',
  whyWorkWithUs: [
    { title: 'Pay only for verified results', description: 'Fees are tied to leads, calls and rankings we can both see in the reports.' },
    { title: 'Results within 90 days', description: 'We commit to measurable progress in the first 90 days, or we keep working at no cost.' },
    { title: 'One accountable team', description: 'A dedicated account manager and specialists for every channel, reachable 24/7.' },
    { title: '100% transparency', description: 'Live dashboards, plain-English monthly reports, and no hidden fees.' },
  ],
} as const;
