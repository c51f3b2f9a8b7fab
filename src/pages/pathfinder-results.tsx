import { useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { pathfinderResultsPageCopy } from '@/content/page-copy/pathfinder-results';
import { pathfinderResultsCopy } from '@/content/pathfinder';
import { ContactSection } from '@/features/contact/section';
import { PathfinderResults, readPlanLink, usePlanLink } from '@/features/pathfinder';

const copy = pathfinderResultsPageCopy;

/** /pathfinder/results: the plan the quiz recommended, then the contact form that sends it along. */
export default function PathfinderResultsPage() {
  const plan = usePlanLink(pathfinderResultsCopy.defaultPlanName);
  // The form carries the plan in a hidden field, so the link's plan is read from the first render on:
  // the contact island then gets the same props all along, and keeps its served form until it hydrates.
  const [searchParams] = useSearchParams();
  const linked = readPlanLink(searchParams, pathfinderResultsCopy.defaultPlanName);
  return (
    <>
      <Seo title={copy.title} description={copy.description} />
      <PathfinderResults plan={plan} />
      {/* Only a plan the link named goes to the team: "Recommended Plan" alone tells them nothing. */}
      <ContactSection recommendedService={linked.hasName ? linked.name : undefined} />
    </>
  );
}
