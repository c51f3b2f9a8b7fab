import { Link } from 'react-router-dom';
import { introPage } from '@/components/page-shell';
import { buttonVariants } from '@/components/ui/button';
import { pageCopy } from '@/content/pages';

export default introPage(
  pageCopy.professional,
  <>
    <Link to="/path-selector" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
      Get My Custom Plan
    </Link>
    <Link to="/case-studies" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
      See Client Results
    </Link>
  </>,
);
