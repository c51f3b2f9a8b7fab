import { PageShell } from '@/components/page-shell';
import { pageCopy } from '@/content/pages';
import { QuizWizard } from '@/features/quizzes';

export default function QuizAspirerPage() {
  return (
    <PageShell copy={pageCopy['quiz-aspirer']}>
      <section aria-label="Launch Roadmap quiz" className="bg-gradient-to-b from-background to-surface px-4 pb-16 sm:px-6 sm:pb-20">
        <QuizWizard quiz="aspirer" />
      </section>
    </PageShell>
  );
}
