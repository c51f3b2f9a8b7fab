import { SectionHeading } from '@/components/sections/section-heading';
import { pathfinderSectionCopy } from '@/content/pathfinder';
import { PathfinderQuiz } from './pathfinder-quiz';

/** The home page's Pathfinder block (anchor pathfinder): the quiz under its section heading. */
export default function PathfinderSection() {
  return (
    <section id="pathfinder" aria-labelledby="pathfinder-heading" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto max-w-content px-6">
        <SectionHeading
          id="pathfinder-heading"
          eyebrow={pathfinderSectionCopy.eyebrow}
          heading={pathfinderSectionCopy.heading}
          intro={pathfinderSectionCopy.intro}
        />
        <div className="mx-auto max-w-3xl rounded-lg border border-border bg-background p-6 shadow-sm sm:p-10">
          <PathfinderQuiz />
        </div>
      </div>
    </section>
  );
}
