import { PageShell } from '@/components/page-shell';
import { quizOwnerPageCopy } from '@/content/page-copy/quiz-owner';
import { QuizWizard } from '@/features/quizzes';

export default function QuizOwnerPage() {
  return (
    <PageShell copy={quizOwnerPageCopy}>
      <section aria-label="Growth Audit quiz" className="bg-linear-to-b from-background to-surface px-4 pb-16 sm:px-6 sm:pb-20">
        <QuizWizard quiz="owner" />
      </section>
    </PageShell>
  );
}
