import { site } from '@/content/site';
import { clsx } from 'clsx';

const starPath = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** The five-star rating image: one SVG, labelled with the rating it shows. */
export function RatingStars({ className, showText = false }: { className?: string; showText?: boolean }) {
  const label = `Rated ${site.rating.value} out of 5 by ${site.rating.count}+ clients`;
  return (
    <span className={clsx('inline-flex items-center gap-1.5', className)}>
      <svg role="img" aria-label={label} viewBox="0 0 100 20" width="90" height="18" className="shrink-0">
        {[0, 1, 2, 3, 4].map((index) => (
          <path key={index} d={starPath} transform={`translate(${index * 20} 0)`} fill="var(--color-star)" />
        ))}
      </svg>
      {showText ? (
        <span className="text-sm font-semibold text-foreground" aria-hidden="true">
          {site.rating.value}/5
        </span>
      ) : null}
    </span>
  );
}
