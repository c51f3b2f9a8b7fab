import { chatFallback, chatTopics } from '@/content/chat';
import { site } from '@/content/site';
import { mentions, normalizeMessage, replyDelayMs, replyTo } from './reply-to';

const hrefs = (text: string) => (replyTo(text).links ?? []).map((link) => link.href);
const topicText = (id: string) => chatTopics.find((topic) => topic.id === id)?.reply.text;

describe('normalizeMessage and mentions', () => {
  it('ignores case, punctuation and accents', () => {
    expect(normalizeMessage('  What’s your PRICE?!  Café ')).toBe('what s your price cafe');
  });

  it('matches whole words and simple plurals only', () => {
    expect(mentions('what are your prices', 'price')).toBe(true);
    expect(mentions('how much does a website cost', 'how much')).toBe(true);
    // "hi" inside "this", "ai" inside "said", "ads" inside "roads": no match.
    expect(mentions('this is it', 'hi')).toBe(false);
    expect(mentions('she said so', 'ai')).toBe(false);
    expect(mentions('roads', 'ads')).toBe(false);
  });
});

describe('replyTo', () => {
  it('greets back a visitor who says hello', () => {
    const answer = replyTo('Hello there');
    expect(answer.topic).toBe('greeting');
    expect(answer.text).toBe(topicText('greeting'));
  });

  it('lists the services and points to all of them when asked what the agency does', () => {
    const answer = replyTo('What services do you offer?');
    expect(answer.topic).toBe('services');
    expect(answer.text).toMatch(/11 services/);
    expect(hrefs('What services do you offer?')).toEqual(['/all-services', '/path-selector']);
  });

  it.each([
    ['Tell me about SEO', '/services/pay-per-results-seo', /verified ranking results/],
    ['Do you build an AI voice agent?', '/services/ai-voice-agents', /answer every call 24\/7/],
    ['I need a new website', '/services/winning-websites', /websites/],
    ['can you fix my WEBSITE ACCESSIBILITY for ADA?', '/services/website-accessibility', /ADA and WCAG/],
    ['Local service ads?', '/services/local-service-ads', /pay per lead/],
    ['email marketing', '/services/email-marketing', /nurtures leads/],
  ])('"%s" gets that service’s summary and its page', (message, href, summary) => {
    const answer = replyTo(message);
    expect(answer.topic).toBe('service');
    expect(answer.text).toMatch(summary);
    expect(hrefs(message)[0]).toBe(href);
    expect(hrefs(message)).toContain('/call-booking');
  });

  it('answers "ads" with the three advertising services', () => {
    expect(replyTo('Do you run ads?').topic).toBe('advertising');
    expect(hrefs('Do you run ads?')).toEqual([
      '/services/google-advertising',
      '/services/local-service-ads',
      '/services/facebook-advertising',
    ]);
  });

  it('names several services with a link to each', () => {
    expect(hrefs('SEO and Google Ads')).toEqual([
      '/services/pay-per-results-seo',
      '/services/google-advertising',
      '/call-booking',
    ]);
  });

  it('answers pricing questions with the package range, the calculator and the packages page', () => {
    const answer = replyTo('How much do you charge? Whats the price');
    expect(answer.topic).toBe('pricing');
    expect(answer.text).toMatch(/\$1,500 a month for Launch Pad up to \$15,000 a month for Market Leader/);
    expect(hrefs('How much do you charge?')).toEqual(['/#pricing-calculator', '/services', '/call-booking']);
  });

  it('answers what a named service costs with that service’s pricing and page first', () => {
    const answer = replyTo('How much does SEO cost?');
    expect(answer.topic).toBe('pricing');
    expect(answer.text).toMatch(/^With Pay-Per-Results SEO you pay for verified ranking results/);
    expect(answer.text).toMatch(/The Pay-Per-Results SEO page has a price estimator/);
    expect(hrefs('How much does SEO cost?')).toEqual([
      '/services/pay-per-results-seo',
      '/#pricing-calculator',
      '/services',
      '/call-booking',
    ]);
  });

  it.each(['Is there a guarantee?', 'What if I get no results? Refund?', 'Is it risk free'])(
    '"%s" gets the Risk-Free Guarantee and its section',
    (message) => {
      expect(replyTo(message).topic).toBe('guarantee');
      expect(hrefs(message)[0]).toBe('/#guarantee');
    },
  );

  it.each(['Can I book a call?', 'I want to schedule a consultation', 'set up an appointment please'])(
    '"%s" is pointed to call booking',
    (message) => {
      expect(replyTo(message).topic).toBe('booking');
      expect(hrefs(message)[0]).toBe('/call-booking');
    },
  );

  it.each(['What is your phone number?', 'email address?', 'Where are you located', 'Can I talk to a real person'])(
    '"%s" gets the phone, e-mail and the contact form',
    (message) => {
      const answer = replyTo(message);
      expect(answer.topic).toBe('contact');
      expect(answer.text).toContain(site.phone.display);
      expect(answer.text).toContain(site.email);
      expect(hrefs(message)).toEqual(['/#contact', `tel:${site.phone.e164}`, '/call-booking']);
    },
  );

  it('points questions about results to the case studies', () => {
    expect(replyTo('Do you have case studies?').topic).toBe('case-studies');
    expect(hrefs('Can I see some results from past clients?')[0]).toBe('/case-studies');
  });

  it('points to the free guides', () => {
    expect(hrefs('Do you have a free guide I can download?')).toEqual(['/resources']);
  });

  it('points a visitor who is unsure where to start to the quiz', () => {
    expect(replyTo("I'm not sure which service I need").topic).toBe('plan');
    expect(hrefs('Is there a quiz?')).toEqual(['/path-selector', '/#pathfinder']);
  });

  it('a named service does not hide a stronger question: a guarantee on SEO is the guarantee, plus the SEO page', () => {
    const answer = replyTo('Do you guarantee SEO?');
    expect(answer.topic).toBe('guarantee');
    expect(hrefs('Do you guarantee SEO?')).toEqual(['/#guarantee', '/call-booking', '/services/pay-per-results-seo']);
  });

  it.each([
    ['I run a dental clinic and miss a lot of calls', 'service', '/services/ai-voice-agents'],
    ['Do I have to sign a contract?', 'contract', '/services'],
    ['How long until I see results?', 'guarantee', '/#guarantee'],
    ['Are you a bot?', 'assistant', '/call-booking'],
    ['I need more leads', 'plan', '/path-selector'],
    ['Do you work with lawyers?', 'industries', '/call-booking'],
    ['ok', 'affirmative', '/call-booking'],
    ['ok, tell me about Facebook ads', 'service', '/services/facebook-advertising'],
  ])('answers everyday questions: "%s" is %s, first link %s', (message, topic, href) => {
    expect(replyTo(message).topic).toBe(topic);
    expect(hrefs(message)[0]).toBe(href);
  });

  it('thanks the visitor back', () => {
    expect(replyTo('thanks!').topic).toBe('thanks');
  });

  it.each(['asdfgh', '   ', 'What is the weather like?'])('offers the main choices when nothing matches: "%s"', (message) => {
    const answer = replyTo(message);
    expect(answer.topic).toBe('fallback');
    expect(answer.text).toBe(chatFallback.text);
    expect(hrefs(message)).toEqual(['/all-services', '/#pricing-calculator', '/call-booking']);
  });
});

describe('replyDelayMs', () => {
  it('is 1000 ms at the low end of the random source and 2000 ms at the high end', () => {
    expect(replyDelayMs(() => 0)).toBe(1000);
    expect(replyDelayMs(() => 0.5)).toBe(1500);
    expect(replyDelayMs(() => 0.9999999)).toBe(2000);
  });

  it('stays within 1000 to 2000 ms for any random value', () => {
    for (let i = 0; i < 200; i += 1) {
      const delay = replyDelayMs();
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(2000);
    }
  });
});
