import { Seo } from '@/components/seo';
import { pathfinderResultsPageCopy } from '@/content/page-copy/pathfinder-results';
import { pathfinderResultsCopy } from '@/content/pathfinder';
import { ContactSection } from '@/features/contact/section';
import { PathfinderResults, usePlanLink } from '@/features/pathfinder';

const copy = pathfinderResultsPageCopy;

/** /pathfinder/results: the plan the quiz recommended, then the contact form that sends it along. */
export default function PathfinderResultsPage() {
  const plan = usePlanLink(pathfinderResultsCopy.defaultPlanName);
  return (
    <>
      <Seo title={copy.title} description={copy.description} />
      <PathfinderResults plan={plan} />
      {/* Only a plan the link named goes to the team: "Recommended Plan" alone tells them nothing. */}
      <ContactSection recommendedService={plan?.hasName ? plan.name : undefined} />
    </>
  );
}
