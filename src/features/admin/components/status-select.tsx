import { NativeSelect } from '@/components/ui/native-select';
import { isLeadStatus, leadStatuses, type LeadStatus } from '../pipeline';
import { useLeadStatus } from '../use-lead-status';

/** The pipeline control for one lead; its accessible name says whose status it changes. */
export function StatusSelect({ leadId, leadName, status, className }: { leadId: string; leadName: string; status: LeadStatus; className?: string }) {
  const { mutate } = useLeadStatus();
  return (
    <NativeSelect
      aria-label={`Status of ${leadName}`}
      value={status}
      className={className}
      onChange={(event) => {
        const next = event.target.value;
        if (isLeadStatus(next) && next !== status) mutate({ id: leadId, status: next });
      }}
    >
      {leadStatuses.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}
