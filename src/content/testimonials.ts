import type { ContentImage } from './types';

/** A client's words on the record (docs/product.md#testimonial-carousel): marketing copy, not visitor input. */
export interface Testimonial {
  id: string;
  name: string;
  /** Role and business, e.g. "Owner, Bright Smile Dental". */
  title: string;
  location: string;
  /** The business's site as the client wrote it; shown as text, never linked. */
  website: string;
  quote: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** The result the client credits, in a few words. */
  results: string;
  /** Initials drawn in the avatar circle: no photos of people we do not have. */
  avatar: string;
  /** An illustration of the business. */
  image: ContentImage;
}

const image = (id: string, alt: string): ContentImage => ({
  src: `/images/testimonials/${id}.svg`,
  alt,
  width: 96,
  height: 96,
});

/** The five testimonials of the track-record carousel; /professional shows the first two. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'maria-gonzalez',
    name: 'Maria Gonzalez',
    title: 'Owner, Casa Gonzalez Kitchen',
    location: 'Boyle Heights, Los Angeles',
    website: 'casagonzalezkitchen.example.com',
    quote:
      'We had tried two agencies that sent reports full of impressions and nothing else. Here we agreed on foot traffic and online orders before we paid a cent. Six months later our Saturday lines go around the corner.',
    rating: 5,
    results: '850% more foot traffic in 6 months',
    avatar: 'MG',
    image: image('maria-gonzalez', 'Illustration of a restaurant storefront with an awning'),
  },
  {
    id: 'dr-james-park',
    name: 'Dr. James Park',
    title: 'Founder, Park Family Dental',
    location: 'Koreatown, Los Angeles',
    website: 'parkfamilydental.example.com',
    quote:
      'The AI voice agent answers every after-hours call and books new patients straight into our schedule. My front desk finally has time for the patients in the chair, and our booked appointments have more than tripled.',
    rating: 5,
    results: '340% higher conversion rate in 4 months',
    avatar: 'JP',
    image: image('dr-james-park', 'Illustration of a tooth inside a shield'),
  },
  {
    id: 'tony-russo',
    name: 'Tony Russo',
    title: 'Owner, Russo Auto Care',
    location: 'Van Nuys, Los Angeles',
    website: 'russoautocare.example.com',
    quote:
      'I only pay for leads that actually call the shop, and I can hear the recordings. Local Service Ads and our reviews campaign filled the bays within two months. No contract games, just results.',
    rating: 5,
    results: '520% more leads in 5 months',
    avatar: 'TR',
    image: image('tony-russo', 'Illustration of a wrench and a gear'),
  },
  {
    id: 'aisha-thompson',
    name: 'Aisha Thompson',
    title: 'Managing Partner, Thompson Legal Group',
    location: 'Downtown Los Angeles',
    website: 'thompsonlegal.example.com',
    quote:
      'Our intake used to lose callers to voicemail. Now every call is answered, screened and summarised, and we rank on the first page for the practice areas that matter to us. Signed cases are up 60% year on year.',
    rating: 5,
    results: '60% more signed cases year on year',
    avatar: 'AT',
    image: image('aisha-thompson', 'Illustration of a balance scale'),
  },
  {
    id: 'kevin-nguyen',
    name: 'Kevin Nguyen',
    title: 'Founder, Evergreen Home Services',
    location: 'Pasadena, California',
    website: 'evergreenhomeservices.example.com',
    quote:
      'They rebuilt our website, fixed our Google listing and ran the ads with one account manager who always picks up. We went from one new job a week to five, and the site passed an accessibility audit too.',
    rating: 5,
    results: '5x weekly job requests in 90 days',
    avatar: 'KN',
    image: image('kevin-nguyen', 'Illustration of a house with a leaf'),
  },
];
