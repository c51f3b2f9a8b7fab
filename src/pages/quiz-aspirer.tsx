import { PageShell } from '@/components/page-shell';
import { quizAspirerPageCopy } from '@/content/page-copy/quiz-aspirer';
import { QuizWizard } from '@/features/quizzes';

export default function QuizAspirerPage() {
  return (
    <PageShell copy={quizAspirerPageCopy}>
      <section aria-label="Launch Roadmap quiz" className="bg-linear-to-b from-background to-surface px-4 pb-16 sm:px-6 sm:pb-20">
        <QuizWizard quiz="aspirer" />
      </section>
    </PageShell>
  );
}
