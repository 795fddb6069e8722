import { type AdminTopic, topicInput, topicSlug } from '@portal/shared/topics';
import { ResourceFormModal } from './resource-form-modal.tsx';

const slugHint = (v: { name: string; slug: string }) => {
  const preview = v.slug || topicSlug(v.name);
  return preview ? `/topics/${preview}` : 'Made from the name when left empty';
};

/** Add/Edit topic: a name and its page address (made from the name when left empty). */
export function TopicFormModal({ topic, onClose, onSaved }: { topic: AdminTopic | null; onClose: () => void; onSaved: (msg: string) => void }) {
  return (
    <ResourceFormModal
      resource="topics"
      id={topic?.id}
      schema={topicInput}
      initial={{ name: topic?.name ?? '', slug: topic?.slug ?? '' }}
      items={[
        { name: 'name', label: 'Name *' },
        { name: 'slug', label: 'Page address', hint: slugHint },
      ]}
      title={topic ? 'Edit Topic' : 'Add Topic'}
      submitLabel={topic ? 'Update Topic' : 'Create Topic'}
      saved={topic ? 'Topic updated' : 'Topic created'}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
