import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { Slot } from '@/components/ui/slot';

// Hover states darken with color-mix instead of fading (bg-x/90): fading white-text buttons
// towards a white page would lower their contrast (accent/90 falls below 4.5:1).
const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-center font-semibold',
    'motion-safe:transition-colors',
    // --color-ring is light inside a dark section (the focus-on-dark utility), where the variants
    // meant for one (inverse, outline-on-color) sit.
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default:
          'bg-primary text-primary-foreground hover:bg-[color-mix(in_oklab,var(--color-primary),black_15%)]',
        accent:
          'bg-accent text-accent-foreground hover:bg-[color-mix(in_oklab,var(--color-accent),black_15%)]',
        outline: 'border border-input bg-background text-foreground hover:bg-muted',
        secondary: 'bg-muted text-foreground hover:bg-border',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        destructive:
          'bg-destructive text-destructive-foreground hover:bg-[color-mix(in_oklab,var(--color-destructive),black_15%)]',
        // For dark (ink) sections, which set focus-on-dark so the ring shows: a light button.
        inverse: 'bg-ink-foreground text-ink hover:bg-muted',
        // An outline on a dark or coloured section (focus-on-dark): the caller gives the section's
        // border, text and hover colours, none of which are set here, so none are restated.
        'outline-on-color': 'border bg-transparent',
      },
      size: {
        // Font size per size, not in the base: classes are joined, never merged (see Button), so a
        // base text-sm would fight lg's text-base by stylesheet order.
        sm: 'min-h-9 px-3 py-1.5 text-sm',
        default: 'min-h-11 px-5 py-2 text-sm',
        lg: 'min-h-12 px-7 py-2.5 text-base',
        icon: 'size-11 text-sm',
        // A link-styled button inside a line of text, padded only enough to keep its target size.
        inline: 'min-h-9 px-1 py-2 text-sm',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (e.g. a router Link) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

/**
 * `className` adds to the variant's classes; it does not replace them. Classes are joined, not
 * merged, so the button and every page's header keep the class resolver (lib/class-merge.ts) out
 * of the first load (docs/decisions/011-first-load.md). A caller that needs other padding, height
 * or shape asks for a variant or size; the prerenderer fails the build on a page whose elements
 * carry two utilities of one group (scripts/lib/class-conflicts.ts).
 */
function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild) {
    return <Slot data-slot="button" className={classes} {...(props as React.HTMLAttributes<HTMLElement>)} />;
  }
  // type="button" unless told otherwise: a stray submit inside a form is the usual surprise.
  return <button data-slot="button" type={type ?? 'button'} className={classes} {...props} />;
}

export { Button, buttonVariants };
export type { ButtonProps };
