import { Link } from 'react-router-dom';
import { introPage } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { pageCopy } from '@/content/pages';

export default introPage(
  pageCopy.welcome,
  <Link to="/path-selector" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
    Get Free Growth Plan
  </Link>,
);
