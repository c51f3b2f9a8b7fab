import { describe, expect, it } from 'vitest';
import { quizCopy } from '@/content/quizzes';
import { describeQuizAnswers } from './describe-quiz-answers';

describe('describeQuizAnswers', () => {
  it('shows an owner’s answers with the quiz’s questions and option labels, in the quiz’s order', () => {
    const steps = quizCopy.owner.steps;
    expect(describeQuizAnswers('owner', { win: 'foot-traffic', businessType: 'Brick-and-Mortar', currentMethod: 'word-of-mouth', improvement: 'more-local-customers' })).toEqual([
      { key: 'businessType', question: steps.businessType.question, answer: steps.businessType.options['Brick-and-Mortar'].label },
      { key: 'improvement', question: steps.improvement.question, answer: steps.improvement.options['more-local-customers'].label },
      { key: 'currentMethod', question: steps.currentMethod.question, answer: steps.currentMethod.options['word-of-mouth'].label },
      { key: 'win', question: steps.win.question, answer: steps.win.options['foot-traffic'].label },
    ]);
  });

  it('shows an aspirer’s free-text answers as typed', () => {
    const steps = quizCopy.aspirer.steps;
    expect(describeQuizAnswers('aspirer', { stage: 'planning-3-6', concept: 'Mobile dog grooming', customer: 'Busy pet owners', fear: 'no-customers' })).toEqual([
      { key: 'stage', question: steps.stage.question, answer: steps.stage.options['planning-3-6'].label },
      { key: 'concept', question: steps.concept.question, answer: 'Mobile dog grooming' },
      { key: 'customer', question: steps.customer.question, answer: 'Busy pet owners' },
      { key: 'fear', question: steps.fear.question, answer: steps.fear.options['no-customers'].label },
    ]);
  });

  it('shows values and keys the quiz copy does not know as stored', () => {
    expect(describeQuizAnswers('owner', { win: 'world-domination', budgetRange: '1k-5k' })).toEqual([
      { key: 'win', question: quizCopy.owner.steps.win.question, answer: 'world-domination' },
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
