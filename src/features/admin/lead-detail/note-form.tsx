import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '../api/error-message';
import { useAddNote } from './use-add-note';

/** The database's limit on a note (lead_notes.body). */
export const NOTE_MAX_LENGTH = 5000;

export const noteSchema = z.object({
  body: z.string().trim().min(1, 'Please write a note first').max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH} characters`),
});
type NoteInput = z.input<typeof noteSchema>;
type NoteOutput = z.output<typeof noteSchema>;

/** Adds a note to a lead; on failure the text stays so nothing typed is lost. */
export function NoteForm({ leadId }: { leadId: string }) {
  const id = useId();
  const addNote = useAddNote(leadId);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteInput, unknown, NoteOutput>({ resolver: zodResolver(noteSchema), defaultValues: { body: '' } });
  const length = useWatch({ control, name: 'body' }).length;

  const save = handleSubmit(async ({ body }) => {
    try {
      await addNote.mutateAsync(body);
      reset();
      toast({ title: 'Note added', variant: 'success' });
    } catch (error) {
      toast({ title: 'Could not add the note', description: errorMessage(error), variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="grid gap-3">
      <FormField id={`${id}-body`} label="Add a note" required error={errors.body?.message} hint={<span aria-live="off">{length} / {NOTE_MAX_LENGTH} characters</span>}>
        {(field) => <Textarea {...field} {...register('body')} rows={4} maxLength={NOTE_MAX_LENGTH} />}
      </FormField>
      <Button type="submit" disabled={addNote.isPending} className="justify-self-start">
        {addNote.isPending ? 'Saving…' : 'Save note'}
      </Button>
    </form>
  );
}
