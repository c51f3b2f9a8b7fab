import { PageSection } from '@/components/sections/page-section';
import { pathfinderSectionCopy } from '@/content/pathfinder';
import { PathfinderQuiz } from './pathfinder-quiz';

/** The home page's Pathfinder block (anchor pathfinder): the quiz under its section heading. */
export default function PathfinderSection() {
  return (
    <PageSection name="pathfinder" id="pathfinder" tone="surface" copy={pathfinderSectionCopy}>
      <div className="mx-auto max-w-3xl rounded-lg border border-border bg-background p-6 shadow-sm sm:p-10">
        <PathfinderQuiz />
      </div>
    </PageSection>
  );
}
