/**
 * Copy of the accessibility panel (docs/product.md#accessibility-panel), loaded with the panel on its
 * first open. The launcher's name lives with the launcher (first load) in src/features/accessibility.
 */

export const accessibilityPanelCopy = {
  title: 'Accessibility',
  description: 'Adjust text size, contrast and pointer size. Your choices are saved on this device.',
  textSize: {
    label: 'Text size',
    decrease: 'Decrease text size',
    increase: 'Increase text size',
  },
  highContrast: {
    label: 'High contrast',
    description: 'Stronger colours, bold outlines and underlined links.',
  },
  largePointer: {
    label: 'Large pointer',
    description: 'A bigger mouse pointer that is easier to follow.',
  },
  /** A switch's state in words beside its thumb, so the state never rests on colour alone. */
  on: 'On',
  off: 'Off',
  reset: 'Reset to defaults',
  close: 'Close accessibility settings',
} as const;
