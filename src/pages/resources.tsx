import { introPage } from '@/components/page-shell';
import { pageCopy } from '@/content/pages';

export default introPage(pageCopy['resources']);
