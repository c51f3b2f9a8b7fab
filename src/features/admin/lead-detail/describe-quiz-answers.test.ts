import { describe, expect, it } from 'vitest';
import { describeQuizAnswers } from './describe-quiz-answers';

describe('describeQuizAnswers', () => {
  it('shows an owner’s answers with the quiz’s questions and option labels, in the quiz’s order', () => {
    expect(describeQuizAnswers('owner', { win: 'foot-traffic', businessType: 'Brick-and-Mortar', currentMethod: 'word-of-mouth', improvement: 'more-local-customers' })).toEqual([
      { key: 'businessType', question: 'What kind of business do you run?', answer: 'Brick-and-Mortar' },
      { key: 'improvement', question: 'What do you most want to improve?', answer: 'More local customers' },
      { key: 'currentMethod', question: 'How do you get most of your customers today?', answer: 'Word of mouth' },
      { key: 'win', question: 'What would be the biggest win for your business?', answer: 'More foot traffic' },
    ]);
  });

  it('shows an aspirer’s free-text answers as typed', () => {
    expect(describeQuizAnswers('aspirer', { stage: 'planning-3-6', concept: 'Mobile dog grooming', customer: 'Busy pet owners', fear: 'no-customers' })).toEqual([
      { key: 'stage', question: 'Where are you on your business journey?', answer: 'Launching in 3 to 6 months' },
      { key: 'concept', question: 'What is your business idea?', answer: 'Mobile dog grooming' },
      { key: 'customer', question: 'Who is your ideal customer?', answer: 'Busy pet owners' },
      { key: 'fear', question: 'What worries you most about launching?', answer: 'Not finding customers' },
    ]);
  });

  it('shows values and keys the quiz copy does not know as stored', () => {
    expect(describeQuizAnswers('owner', { win: 'world-domination', budgetRange: '1k-5k' })).toEqual([
      { key: 'win', question: 'What would be the biggest win for your business?', answer: 'world-domination' },
      { key: 'budgetRange', question: 'Budget range', answer: '1k-5k' },
    ]);
    expect(describeQuizAnswers(null, { stage: 'just-idea' })).toEqual([{ key: 'stage', question: 'Stage', answer: 'just-idea' }]);
  });

  it('does not mistake inherited names for quiz steps or options', () => {
    expect(describeQuizAnswers('owner', { constructor: 'toString' })).toEqual([{ key: 'constructor', question: 'Constructor', answer: 'toString' }]);
    expect(describeQuizAnswers('toString', { win: 'x' })).toEqual([{ key: 'win', question: 'Win', answer: 'x' }]);
  });

  it('has nothing to show for a lead without answers', () => {
    expect(describeQuizAnswers('owner', null)).toEqual([]);
    expect(describeQuizAnswers('owner', {})).toEqual([]);
  });
});
