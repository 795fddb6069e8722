import { type AdminTopic, topicInput, topicSlug } from '@portal/shared/topics';
import { type FormSpec, formValues } from './resource-form-modal.tsx';

const slugHint = (v: { name: string; slug: string }) => {
  const preview = v.slug || topicSlug(v.name);
  return preview ? `/topics/${preview}` : 'Made from the name when left empty';
};

/** Add/Edit topic: a name and its page address (made from the name when left empty). */
export const topicForm = (topic: AdminTopic | null): FormSpec<{ name: string; slug: string }> => ({
  resource: 'topics',
  schema: topicInput,
  initial: formValues(topic, { name: '', slug: '' }),
  items: [
    { name: 'name', label: 'Name *' },
    { name: 'slug', label: 'Page address', hint: slugHint },
  ],
  noun: 'Topic',
});
