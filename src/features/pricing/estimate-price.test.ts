import { formatUsd as formatUsdFromLib } from '@/lib/money';
import {
  budgetMultipliers,
  canEstimate,
  estimatePrice,
  estimatorBudgets,
  estimatorGoals,
  estimatorTimelines,
  formatUsd,
  goalImpacts,
  timelineFactors,
  type EstimatorBudget,
  type EstimatorGoal,
  type EstimatorTimeline,
} from './estimate-price';

describe('estimator tables', () => {
  it('label every budget, timeline and goal, each label its own', () => {
    const tables = [
      estimatorBudgets.map((budget) => budgetMultipliers[budget].label),
      estimatorTimelines.map((timeline) => timelineFactors[timeline].label),
      estimatorGoals.map((goal) => goalImpacts[goal].label),
    ];
    for (const labels of tables) {
      for (const label of labels) expect(label.trim()).not.toBe('');
      expect(new Set(labels).size, labels.join(', ')).toBe(labels.length);
    }
  });
});

describe('estimatePrice', () => {
  // Expected figures worked out by hand: monthly = 1500 × multiplier × average impact × factor.
  it.each<[EstimatorBudget, number, number, number]>([
    ['500-1000', 750, 375, 2625],
    ['1000-2500', 1500, 750, 5250],
    ['2500-5000', 2250, 1125, 7875],
    ['5000-10000', 3000, 1500, 10500],
    ['10000+', 3750, 1875, 13125],
  ])('budget %s with brand over 3-6 months', (budget, monthlyPrice, setupFee, estimatedROI) => {
    expect(estimatePrice({ budget, timeline: '3-6', goals: ['brand'] })).toEqual({
      monthlyPrice,
      setupFee,
      estimatedROI,
      servicesCount: 1,
      budgetLabel: budgetMultipliers[budget].label,
      timelineLabel: timelineFactors['3-6'].label,
    });
  });

  it.each<[EstimatorTimeline, number, number, number]>([
    ['1-3', 1800, 900, 6300],
    ['3-6', 1500, 750, 5250],
    ['6-12', 1350, 675, 4725],
    ['12+', 1200, 600, 4200],
  ])('timeline %s with brand on $1,000 - $2,500', (timeline, monthlyPrice, setupFee, estimatedROI) => {
    expect(estimatePrice({ budget: '1000-2500', timeline, goals: ['brand'] })).toEqual({
      monthlyPrice,
      setupFee,
      estimatedROI,
      servicesCount: 1,
      budgetLabel: budgetMultipliers['1000-2500'].label,
      timelineLabel: timelineFactors[timeline].label,
    });
  });

  it.each<[EstimatorGoal, number, number, number]>([
    ['leads', 1800, 900, 6300],
    ['traffic', 1650, 825, 5775],
    ['brand', 1500, 750, 5250],
    ['sales', 1950, 975, 6825],
    // 1725 / 2 = 862.5 and 1725 × 3.5 = 6037.5: halves round up.
    ['ranking', 1725, 863, 6038],
  ])('goal %s on $1,000 - $2,500 over 3-6 months', (goal, monthlyPrice, setupFee, estimatedROI) => {
    expect(estimatePrice({ budget: '1000-2500', timeline: '3-6', goals: [goal] })).toMatchObject({
      monthlyPrice,
      setupFee,
      estimatedROI,
      servicesCount: 1,
    });
  });

  it('averages the impact of several goals and counts them', () => {
    // (1.2 + 1.3) / 2 = 1.25; 1500 × 1.5 × 1.25 × 0.9 = 2531.25 → 2531; 1265.5 → 1266; 8858.5 → 8859.
    expect(estimatePrice({ budget: '2500-5000', timeline: '6-12', goals: ['leads', 'sales'] })).toEqual({
      monthlyPrice: 2531,
      setupFee: 1266,
      estimatedROI: 8859,
      servicesCount: 2,
      budgetLabel: budgetMultipliers['2500-5000'].label,
      timelineLabel: timelineFactors['6-12'].label,
    });
  });

  it('averages all five goals', () => {
    // 5.75 / 5 = 1.15; 1500 × 2 × 1.15 × 0.8 = 2760.
    expect(estimatePrice({ budget: '5000-10000', timeline: '12+', goals: [...estimatorGoals] })).toMatchObject({
      monthlyPrice: 2760,
      setupFee: 1380,
      estimatedROI: 9660,
      servicesCount: 5,
    });
  });

  it('rounds the monthly price down below a half', () => {
    // 1500 × 0.5 × 1.15 × 0.9 = 776.25 → 776.
    expect(estimatePrice({ budget: '500-1000', timeline: '6-12', goals: ['ranking'] })).toMatchObject({
      monthlyPrice: 776,
      setupFee: 388,
      estimatedROI: 2716,
    });
  });

  it('rounds an exact half of a dollar up, despite floating-point noise', () => {
    // (1.2 + 1.15) / 2 = 1.175; 1500 × 2.5 × 1.175 × 1.2 = 5287.5 exactly → 5288.
    expect(estimatePrice({ budget: '10000+', timeline: '1-3', goals: ['leads', 'ranking'] })).toMatchObject({
      monthlyPrice: 5288,
      setupFee: 2644,
      estimatedROI: 18508,
    });
    // (1.1 + 1 + 1.15) / 3 = 3.25 / 3; 1500 × 2.5 × 3.25 / 3 = 4062.5 → 4063; 2031.5 → 2032; 14220.5 → 14221.
    expect(estimatePrice({ budget: '10000+', timeline: '3-6', goals: ['traffic', 'brand', 'ranking'] })).toMatchObject({
      monthlyPrice: 4063,
      setupFee: 2032,
      estimatedROI: 14221,
      servicesCount: 3,
    });
  });

  it('counts a repeated goal once', () => {
    expect(estimatePrice({ budget: '1000-2500', timeline: '3-6', goals: ['leads', 'leads'] })).toMatchObject({
      monthlyPrice: 1800,
      servicesCount: 1,
    });
  });

  it('refuses to estimate without goals', () => {
    expect(() => estimatePrice({ budget: '1000-2500', timeline: '3-6', goals: [] })).toThrow(RangeError);
  });
});

describe('canEstimate', () => {
  it('needs a budget, a timeline and at least one goal', () => {
    expect(canEstimate({ budget: '1000-2500', timeline: '3-6', goals: ['leads'] })).toBe(true);
    expect(canEstimate({ budget: '', timeline: '3-6', goals: ['leads'] })).toBe(false);
    expect(canEstimate({ timeline: '3-6', goals: ['leads'] })).toBe(false);
    expect(canEstimate({ budget: '1000-2500', timeline: '', goals: ['leads'] })).toBe(false);
    expect(canEstimate({ budget: '1000-2500', goals: ['leads'] })).toBe(false);
    expect(canEstimate({ budget: '1000-2500', timeline: '3-6', goals: [] })).toBe(false);
  });
});

describe('formatUsd', () => {
  it('is the shared money formatter (tested in src/lib/money.test.ts)', () => {
    expect(formatUsd).toBe(formatUsdFromLib);
    expect(formatUsd(4500)).toBe('$4,500');
  });
});
