import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

const iconTileVariants = cva('inline-flex shrink-0 items-center justify-center', {
  variants: {
    size: {
      sm: 'size-10 [&_svg]:size-5',
      md: 'size-12 [&_svg]:size-6',
      lg: 'size-14 [&_svg]:size-7',
    },
    tone: {
      primary: 'bg-primary-soft text-primary',
      accent: 'bg-accent-soft text-accent',
    },
    shape: {
      square: 'rounded-lg',
      round: 'rounded-full',
    },
  },
  defaultVariants: { size: 'md', tone: 'primary', shape: 'square' },
});

type IconTileProps = VariantProps<typeof iconTileVariants> & {
  className?: string;
  /** The icon; the tile sizes it. Not an icon name: the name map would pull every icon into pages that use one. */
  children: ReactNode;
};

/** An icon on a soft tinted tile: the marker of cards and list items across the marketing pages. */
function IconTile({ children, size, tone, shape, className }: IconTileProps) {
  return (
    <span data-slot="icon-tile" className={cn(iconTileVariants({ size, tone, shape }), className)}>
      {children}
    </span>
  );
}

export { IconTile };
