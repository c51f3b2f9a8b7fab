import { introPage } from '@/components/page-shell';
import { pageCopy } from '@/content/pages';

export default introPage(pageCopy['for-new-businesses']);
