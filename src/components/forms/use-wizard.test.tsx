import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useRef, type FormEvent } from 'react';
import { stepsInOrder, type WizardRules } from './wizard-steps';
import { useWizard, type WizardProgress, type WizardProgressStore } from './use-wizard';

const steps = ['colour', 'size', 'name'] as const;
type Step = (typeof steps)[number];
type Answers = Partial<Record<Step, string>>;

const rules: WizardRules<Step, Answers> = {
  ...stepsInOrder(steps),
  canAdvance: (step, answers) => (answers[step] ?? '').trim() !== '',
};

const initial: WizardProgress<Step, Answers> = { step: 'colour', answers: {} };

interface FlowProps {
  onFinish?: (answers: Answers) => void;
  store?: WizardProgressStore<Step, Answers>;
}

/** The smallest wizard: one text box a step, Back, and Next that finishes on the last step. */
function Flow({ onFinish = () => undefined, store }: FlowProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const wizard = useWizard<Step, Answers, 'answer'>(rules, {
    initial,
    heading: headingRef,
    store,
    submit: finishRef,
    fieldIds: { answer: `${id}-answer` },
  });
  const { step, answers } = wizard;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    wizard.advance(() => onFinish(answers));
  }

  return (
    <form onSubmit={handleSubmit}>
      <p>{`Step ${wizard.position}`}</p>
      <h2 ref={headingRef} tabIndex={-1}>{`Your ${step}`}</h2>
      <label htmlFor={`${id}-answer`}>Answer</label>
      <input
        id={`${id}-answer`}
        value={answers[step] ?? ''}
        onChange={(event) => wizard.setAnswers((current) => ({ ...current, [step]: event.target.value }))}
      />
      <button type="button" disabled={wizard.isFirst} onClick={wizard.back}>
        Back
      </button>
      <button type="button" onClick={() => wizard.goTo('colour', 'answer')}>
        Change the colour
      </button>
      <button type="button" onClick={() => wizard.setFocusRequest({ target: 'submit' })}>
        Focus the finish
      </button>
      {/* Enabled whatever the answers, so the tests can press it too early. */}
      <button ref={finishRef} type="submit">
        {wizard.isLast ? 'Finish' : 'Next'}
      </button>
      <p>{wizard.canAdvance ? 'Answered' : 'Unanswered'}</p>
    </form>
  );
}

const answerBox = () => screen.getByRole('textbox', { name: 'Answer' });
const heading = () => screen.getByRole('heading', { level: 2 });

describe('useWizard', () => {
  it('starts on the first step without taking focus, and cannot go on until the step is answered', async () => {
    const user = userEvent.setup();
    render(<Flow />);
    expect(heading()).toHaveTextContent('Your colour');
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByText('Unanswered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(answerBox(), '   {Enter}');
    expect(heading()).toHaveTextContent('Your colour');
    expect(screen.getByText('Unanswered')).toBeInTheDocument();
    await user.clear(answerBox());
    await user.type(answerBox(), 'Teal');
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it('moves focus to the new step’s heading after Next and Back, keeping the answers', async () => {
    const user = userEvent.setup();
    render(<Flow />);
    await user.type(answerBox(), 'Teal{Enter}');
    expect(heading()).toHaveTextContent('Your size');
    expect(heading()).toHaveFocus();
    expect(screen.getByText('Step 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveTextContent('Your colour');
    expect(heading()).toHaveFocus();
    expect(answerBox()).toHaveValue('Teal');
  });

  it('finishes on the last step with the answers instead of moving on', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn<(answers: Answers) => void>();
    render(<Flow onFinish={onFinish} />);
    await user.type(answerBox(), 'Teal{Enter}');
    await user.type(answerBox(), 'Large{Enter}');
    expect(screen.getByText('Step 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).not.toHaveBeenCalled();
    await user.type(answerBox(), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onFinish).toHaveBeenCalledWith({ colour: 'Teal', size: 'Large', name: 'Sam' });
    expect(heading()).toHaveTextContent('Your name');
  });

  it('can move to a step and focus one of the flow’s own targets, or just focus one', async () => {
    const user = userEvent.setup();
    render(<Flow />);
    await user.type(answerBox(), 'Teal{Enter}');
    await user.click(screen.getByRole('button', { name: 'Change the colour' }));
    expect(heading()).toHaveTextContent('Your colour');
    expect(answerBox()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Focus the finish' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('resumes from the store without taking focus, and saves each change to it', async () => {
    const user = userEvent.setup();
    const saved: WizardProgress<Step, Answers>[] = [];
    const store: WizardProgressStore<Step, Answers> = {
      load: () => ({ step: 'size', answers: { colour: 'Teal', size: 'Small' } }),
      save: (progress) => saved.push(progress),
    };
    render(<Flow store={store} />);
    expect(heading()).toHaveTextContent('Your size');
    expect(answerBox()).toHaveValue('Small');
    expect(document.body).toHaveFocus();
    expect(saved).toEqual([]);

    await user.type(answerBox(), '!');
    expect(saved.at(-1)).toEqual({ step: 'size', answers: { colour: 'Teal', size: 'Small!' } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(saved.at(-1)).toEqual({ step: 'name', answers: { colour: 'Teal', size: 'Small!' } });
  });
});
