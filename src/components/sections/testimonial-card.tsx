import { TrendingUp } from 'lucide-react';
import type { Testimonial } from '@/content/testimonials';
import { cn } from '@/lib/utils';

const starPath = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** The client's star rating as one labelled image: filled stars for the rating, outlines for the rest. */
function Stars({ rating }: { rating: Testimonial['rating'] }) {
  return (
    <svg role="img" aria-label={`Rated ${rating} out of 5`} viewBox="0 0 100 20" width="100" height="20" className="shrink-0">
      {[0, 1, 2, 3, 4].map((index) => (
        <path
          key={index}
          d={starPath}
          transform={`translate(${index * 20} 0)`}
          fill={index < rating ? 'var(--color-star)' : 'none'}
          stroke="var(--color-star)"
          strokeWidth="1.2"
        />
      ))}
    </svg>
  );
}

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** Show the business illustration beside the name (off where space is tight). */
  showImage?: boolean;
  className?: string;
}

/**
 * A client's words as a figure: the quote, who said it and the result they credit. The avatar is
 * initials, not a photo; the website is plain text because these are clients' sites, not ours to promote.
 */
export function TestimonialCard({ testimonial, showImage = true, className }: TestimonialCardProps) {
  const { name, title, location, website, quote, rating, results, avatar, image } = testimonial;
  return (
    <figure
      className={cn(
        'flex h-full flex-col rounded-lg border border-border bg-background p-6 text-left text-foreground shadow-sm sm:p-8',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Stars rating={rating} />
        <p className="inline-flex items-center gap-1.5 rounded-md border border-success/40 bg-background px-2.5 py-1 text-sm font-semibold text-success">
          <TrendingUp aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <span className="sr-only">Result: </span>
            {results}
          </span>
        </p>
      </div>
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-pretty">
        <p>&ldquo;{quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-border pt-5">
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
        >
          {avatar}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-bold">{name}</span>
          <span className="block text-sm text-muted-foreground">{title}</span>
          <span className="block text-sm text-muted-foreground">{location}</span>
          <span className="block text-sm break-words text-muted-foreground">{website}</span>
        </span>
        {showImage ? (
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="hidden size-16 shrink-0 rounded-lg sm:block"
          />
        ) : null}
      </figcaption>
    </figure>
  );
}
