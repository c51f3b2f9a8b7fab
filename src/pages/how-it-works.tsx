import { Link } from 'react-router-dom';
import { introPage } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { pageCopy } from '@/content/pages';

export default introPage(
  pageCopy['how-it-works'],
  <Link to="/case-studies" className={buttonVariants({ size: 'lg' })}>
    See Case Studies
  </Link>,
);
