import { type AdminTopic, topicInput, topicSlug } from '@portal/shared/topics';
import type { FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { fieldErrors, useSave } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAdminForm } from '../hooks/use-admin-form.ts';
import { FormButtons } from './form-controls.tsx';

/** Add/Edit topic: a name and its page address (made from the name when left empty). */
export function TopicFormModal({ topic, onClose, onSaved }: { topic: AdminTopic | null; onClose: () => void; onSaved: (msg: string) => void }) {
  const save = useSave('topics');
  const f = useAdminForm(topicInput, { name: topic?.name ?? '', slug: topic?.slug ?? '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = f.validate();
    if (!body) return;
    save.mutate(
      { id: topic?.id, body },
      { onSuccess: () => onSaved(topic ? 'Topic updated' : 'Topic created'), onError: (err) => f.setErrors(fieldErrors(err)) },
    );
  };
  const preview = f.values.slug || topicSlug(f.values.name);
  return (
    <Modal title={topic ? 'Edit Topic' : 'Add Topic'} onClose={onClose}>
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.error && <Alert tone="error">{errorMessage(save.error)}</Alert>}
        <Field label="Name *" {...f.bind('name')} error={f.errors.name} />
        <Field label="Page address" {...f.bind('slug')} error={f.errors.slug} hint={preview ? `/topics/${preview}` : 'Made from the name when left empty'} />
        <FormButtons onCancel={onClose} pending={save.isPending} submitLabel={topic ? 'Update Topic' : 'Create Topic'} />
      </form>
    </Modal>
  );
}
