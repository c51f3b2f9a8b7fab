import { SegmentPage } from '@/components/sections/segment-page';
import { pageCopy } from '@/content/pages';
import { segments } from '@/content/segments';
import { PathfinderSection } from '@/features/pathfinder';

export default function ForGrowingBusinessesPage() {
  return <SegmentPage copy={pageCopy['for-growing-businesses']} content={segments.growing} finder={<PathfinderSection />} />;
}
