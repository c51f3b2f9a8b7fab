import type { Config } from 'tailwindcss';

/**
 * The one brand theme. Colours resolve to CSS variables defined in src/index.css so that
 * the accessibility panel's high-contrast mode can swap them without a second theme.
 * Every foreground/background pair below meets WCAG AA (4.5:1) for normal text.
 */
export default {
  // class-merge.ts names every utility cn() can merge, not the ones the site uses: scanning it
  // would add their CSS.
  content: ['./index.html', './src/**/*.{ts,tsx}', '!./src/lib/class-merge.ts'],
  theme: {
    extend: {
      colors: {
        background: 'var(--color-background)',
        foreground: 'var(--color-foreground)',
        surface: 'var(--color-surface)',
        muted: {
          DEFAULT: 'var(--color-muted)',
          foreground: 'var(--color-muted-foreground)',
        },
        primary: {
          DEFAULT: 'var(--color-primary)',
          foreground: 'var(--color-primary-foreground)',
          soft: 'var(--color-primary-soft)',
        },
        accent: {
          DEFAULT: 'var(--color-accent)',
          foreground: 'var(--color-accent-foreground)',
          soft: 'var(--color-accent-soft)',
        },
        ink: {
          DEFAULT: 'var(--color-ink)',
          foreground: 'var(--color-ink-foreground)',
        },
        destructive: {
          DEFAULT: 'var(--color-destructive)',
          foreground: 'var(--color-destructive-foreground)',
        },
        success: {
          DEFAULT: 'var(--color-success)',
          foreground: 'var(--color-success-foreground)',
        },
        border: 'var(--color-border)',
        input: 'var(--color-input)',
        ring: 'var(--color-ring)',
        star: 'var(--color-star)',
      },
      borderRadius: {
        lg: 'var(--radius)',
        md: 'calc(var(--radius) - 2px)',
        sm: 'calc(var(--radius) - 4px)',
      },
      fontFamily: {
        sans: [
          'ui-sans-serif',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      maxWidth: {
        content: '75rem',
      },
    },
  },
} satisfies Config;
