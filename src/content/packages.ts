/** The three packages the onboarding wizard can recommend (spec 1 §3 "Package", §9). */
export const packageTypes = ['launch', 'growth', 'leader'] as const;
export type PackageType = (typeof packageTypes)[number];

export interface OnboardingPackage {
  type: PackageType;
  name: string;
  /** A range of one-off fees, e.g. "$2,500 - $5,000"; the agreement link reads its first amount. */
  setupFee: string;
  /** A range of monthly fees, e.g. "$1,500 - $3,000/month"; the agreement link reads its first amount. */
  monthlyRetainer: string;
  contractTerm: string;
  guarantee: string;
  /** Who the package suits. */
  ideal: string;
}

export const onboardingPackages = {
  launch: {
    type: 'launch',
    name: 'Launch Pad',
    setupFee: '$2,500 - $5,000',
    monthlyRetainer: '$1,500 - $3,000/month',
    contractTerm: '3 months minimum',
    guarantee: '30-day risk-free trial with setup fee refund if not satisfied',
    ideal: 'New and small businesses building their first steady flow of leads.',
  },
  growth: {
    type: 'growth',
    name: 'Growth Engine',
    setupFee: '$5,000 - $7,500',
    monthlyRetainer: '$3,500 - $6,500/month',
    contractTerm: '6 months minimum',
    guarantee: 'double qualified leads within 90 days or work for free',
    ideal: 'Established businesses ready to grow across several marketing channels.',
  },
  leader: {
    type: 'leader',
    name: 'Market Leader',
    setupFee: '$10,000 - $15,000',
    monthlyRetainer: '$7,500 - $15,000/month',
    contractTerm: '12 months minimum',
    guarantee: '3x ROI guarantee or 3 months of free service',
    ideal: 'Companies aiming to lead their market, including those automating phone calls with AI.',
  },
} as const satisfies { [Type in PackageType]: OnboardingPackage & { type: Type } };
