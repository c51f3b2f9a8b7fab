// SectionHeading lives with PageSection, the section it heads; this path stays for the modules that import it here.
export { SectionHeading } from './page-section';
