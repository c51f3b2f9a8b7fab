import type { ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { IconName } from '@/content/types';
import { cn } from '@/lib/utils';
import { Icon } from './icon';

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
} & ({ name: IconName; children?: never } | { name?: never; children: ReactNode });

/** An icon on a soft tinted tile: the marker of cards and list items across the marketing pages. */
function IconTile({ name, children, size, tone, shape, className }: IconTileProps) {
  return (
    <span data-slot="icon-tile" className={cn(iconTileVariants({ size, tone, shape }), className)}>
      {name ? <Icon name={name} /> : children}
    </span>
  );
}

export { IconTile };
