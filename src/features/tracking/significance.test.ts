import { compareConversionRates, erfc, sampleRatioMismatch, twoSidedPValue } from './significance';

describe('erfc and p-values', () => {
  it('match known values of the normal distribution', () => {
    expect(erfc(0)).toBeCloseTo(1, 7);
    expect(twoSidedPValue(1.959964)).toBeCloseTo(0.05, 6);
    expect(twoSidedPValue(2.575829)).toBeCloseTo(0.01, 6);
    expect(twoSidedPValue(-1.959964)).toBeCloseTo(0.05, 6);
    expect(twoSidedPValue(0)).toBe(1);
    expect(erfc(-1)).toBeCloseTo(1.8427007929, 6);
  });
});

describe('compareConversionRates', () => {
  it('A 200/2000 vs B 250/2000: z ≈ 2.502, p ≈ 0.0124, lift +25 %', () => {
    // Pooled p = 450/4000 = 0.1125; SE = sqrt(0.1125 · 0.8875 · (1/2000 + 1/2000)) = 0.0099922;
    // z = (0.125 − 0.100) / 0.0099922 = 2.50196; two-sided p = erfc(2.50196 / √2) = 0.012351.
    const result = compareConversionRates({ visitors: 2000, conversions: 200 }, { visitors: 2000, conversions: 250 });
    expect(result?.rateA).toBeCloseTo(0.1, 10);
    expect(result?.rateB).toBeCloseTo(0.125, 10);
    expect(result?.difference).toBeCloseTo(0.025, 10);
    expect(result?.relativeLift).toBeCloseTo(0.25, 10);
    expect(result?.z).toBeCloseTo(2.50196, 4);
    expect(result?.pValue).toBeCloseTo(0.012351, 5);
    expect(result?.significant).toBe(true);
  });

  it('is symmetric: B worse than A gives the negative z and the same p', () => {
    const result = compareConversionRates({ visitors: 2000, conversions: 250 }, { visitors: 2000, conversions: 200 });
    expect(result?.z).toBeCloseTo(-2.50196, 4);
    expect(result?.pValue).toBeCloseTo(0.012351, 5);
    expect(result?.relativeLift).toBeCloseTo(-0.2, 10);
  });

  it('a small difference on few visitors is not significant', () => {
    const result = compareConversionRates({ visitors: 100, conversions: 10 }, { visitors: 100, conversions: 12 });
    expect(result?.significant).toBe(false);
    expect(result?.pValue).toBeGreaterThan(0.5);
  });

  it('gives null, not NaN, for zero visitors or impossible counts', () => {
    expect(compareConversionRates({ visitors: 0, conversions: 0 }, { visitors: 100, conversions: 5 })).toBeNull();
    expect(compareConversionRates({ visitors: 100, conversions: 5 }, { visitors: 0, conversions: 0 })).toBeNull();
    expect(compareConversionRates({ visitors: 10, conversions: 11 }, { visitors: 10, conversions: 1 })).toBeNull();
    expect(compareConversionRates({ visitors: -1, conversions: 0 }, { visitors: 10, conversions: 1 })).toBeNull();
    expect(compareConversionRates({ visitors: 10.5, conversions: 1 }, { visitors: 10, conversions: 1 })).toBeNull();
  });

  it('has no z or lift when nobody (or everybody) converted, instead of NaN or Infinity', () => {
    expect(compareConversionRates({ visitors: 50, conversions: 0 }, { visitors: 50, conversions: 0 })).toEqual({
      rateA: 0,
      rateB: 0,
      difference: 0,
      relativeLift: null,
      z: null,
      pValue: null,
      significant: false,
    });
    expect(compareConversionRates({ visitors: 50, conversions: 50 }, { visitors: 20, conversions: 20 })?.z).toBeNull();
    expect(compareConversionRates({ visitors: 50, conversions: 0 }, { visitors: 50, conversions: 5 })?.relativeLift).toBeNull();
  });
});

describe('sampleRatioMismatch', () => {
  it('1000 vs 1100 visitors: chi² ≈ 4.762, p ≈ 0.0291, not a mismatch at 0.001', () => {
    // Expected 1050 each: (50² + 50²) / 1050 = 4.7619; p = erfc(sqrt(4.7619 / 2)) = 0.029096.
    const result = sampleRatioMismatch(1000, 1100);
    expect(result?.chiSquare).toBeCloseTo(4.7619, 4);
    expect(result?.pValue).toBeCloseTo(0.029096, 5);
    expect(result?.mismatch).toBe(false);
  });

  it('an even split has p = 1; a lopsided one is flagged', () => {
    expect(sampleRatioMismatch(5000, 5000)).toMatchObject({ chiSquare: 0, pValue: 1, mismatch: false });
    expect(sampleRatioMismatch(5000, 5400)?.mismatch).toBe(true);
  });

  it('gives null for no visitors or bad input', () => {
    expect(sampleRatioMismatch(0, 0)).toBeNull();
    expect(sampleRatioMismatch(-1, 5)).toBeNull();
    expect(sampleRatioMismatch(5, 5, 1)).toBeNull();
  });
});
